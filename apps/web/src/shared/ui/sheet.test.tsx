import { fireEvent, render, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { SHEET_MAX_HEIGHT_PERCENT, SheetSize } from '@ignite/domain/sheet-size';
import { Sheet } from './sheet.tsx';

let rendered = 0;

/** One sheet (a test may open several), and what its onClose heard. */
function renderSheet(size: SheetSize, options: { closeOnBackdrop?: boolean } = {}) {
  const onClose = vi.fn<() => void>();
  const titleId = `sheet-title-${(rendered += 1)}`;
  const view = render(
    <Sheet size={size} labelledBy={titleId} onClose={onClose} className="p-6" {...options}>
      <h2 id={titleId}>Diagnostics</h2>
      <p>What support asks for</p>
    </Sheet>,
  );
  const inside = within(view.container);
  return {
    onClose,
    sheet: inside.getByRole('dialog', { name: 'Diagnostics' }),
    content: inside.getByText('What support asks for'),
  };
}

describe('a sheet sizes itself by the panel size (spec part 2 section 9)', () => {
  test.each([
    ['Small', '50dvh', SheetSize.Small, 'sm:max-w-sm'],
    ['Medium', '75dvh', SheetSize.Medium, 'max-w-lg'],
    ['Large', '90dvh', SheetSize.Large, 'sm:max-w-2xl'],
    ['Full', '100dvh', SheetSize.Full, 'h-dvh'],
  ])('%s: at most %s of the screen', (name, maxHeight, size, widthClass) => {
    const { sheet } = renderSheet(size);
    expect((sheet as HTMLDialogElement).open).toBe(true);
    expect(sheet.dataset.size).toBe(name);
    expect(sheet.style.maxHeight).toBe(maxHeight);
    expect(`${SHEET_MAX_HEIGHT_PERCENT[size]}dvh`).toBe(maxHeight);
    expect(sheet.className.split(' ')).toContain(widthClass);
  });

  test('only Full fills the screen, square-cornered; the others round their top corners', () => {
    const { sheet: full } = renderSheet(SheetSize.Full);
    expect(full.className).toContain('rounded-none');
    expect(full.className).not.toContain('rounded-t-3xl');
    for (const size of [SheetSize.Small, SheetSize.Medium, SheetSize.Large]) {
      const { sheet } = renderSheet(size);
      expect(sheet.className).toContain('rounded-t-3xl');
      expect(sheet.className).not.toContain('h-dvh');
    }
  });
});

describe('closing a sheet', () => {
  test('Escape closes it', () => {
    const { sheet, onClose } = renderSheet(SheetSize.Medium);
    fireEvent(sheet, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('a tap on the backdrop closes it only when asked; a tap inside never does', () => {
    const kept = renderSheet(SheetSize.Medium);
    fireEvent.click(kept.sheet);
    expect(kept.onClose).not.toHaveBeenCalled();

    const tapped = renderSheet(SheetSize.Small, { closeOnBackdrop: true });
    fireEvent.click(tapped.content);
    expect(tapped.onClose).not.toHaveBeenCalled();
    fireEvent.click(tapped.sheet);
    expect(tapped.onClose).toHaveBeenCalledTimes(1);
  });
});
