import { describe, expect, it } from 'vitest';
import { SHEET_MAX_HEIGHT_PERCENT, SHEET_SIZE_NAMES, SheetSize } from './sheet-size.ts';

describe('sheet sizes (spec part 2 section 9: Small, Medium, Large, Full)', () => {
  it('are the spec’s four, in its order', () => {
    expect(Object.values(SHEET_SIZE_NAMES)).toEqual(['Small', 'Medium', 'Large', 'Full']);
    expect(Object.keys(SheetSize)).toEqual(['Small', 'Medium', 'Large', 'Full']);
  });

  it('each takes more of the screen than the one before, Full all of it', () => {
    const percents = [SheetSize.Small, SheetSize.Medium, SheetSize.Large, SheetSize.Full].map(
      (size) => SHEET_MAX_HEIGHT_PERCENT[size],
    );
    expect(percents).toEqual([50, 75, 90, 100]);
  });
});
