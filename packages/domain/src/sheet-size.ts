// Spec part 2 section 9: "Panel size enum: Small, Medium, Large, Full". The size of a sheet:
// a panel that slides up from the bottom of a phone's screen over the page (the marketplace's
// filter menu, the health monitor's diagnostics).

export const SheetSize = { Small: 0, Medium: 1, Large: 2, Full: 3 } as const;
export type SheetSize = (typeof SheetSize)[keyof typeof SheetSize];

/** The sizes in the spec's order, by name. */
export const SHEET_SIZE_NAMES: Record<SheetSize, string> = {
  [SheetSize.Small]: 'Small',
  [SheetSize.Medium]: 'Medium',
  [SheetSize.Large]: 'Large',
  [SheetSize.Full]: 'Full',
};

/**
 * Ours (the spec names the sizes only): the most of the screen's height a sheet of each size
 * takes, in percent. A sheet is as tall as what it holds up to that; anything taller scrolls
 * inside it. Full always takes the whole screen.
 */
export const SHEET_MAX_HEIGHT_PERCENT: Record<SheetSize, number> = {
  [SheetSize.Small]: 50,
  [SheetSize.Medium]: 75,
  [SheetSize.Large]: 90,
  [SheetSize.Full]: 100,
};
