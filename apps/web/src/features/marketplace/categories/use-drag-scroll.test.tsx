import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { DRAG_THRESHOLD_PX, isDrag } from './drag-threshold.ts';
import { useDragScroll } from './use-drag-scroll.ts';

describe('isDrag', () => {
  test('under 10 px is a click, 10 px or more is a drag, in any direction', () => {
    expect(DRAG_THRESHOLD_PX).toBe(10);
    expect(isDrag(0, 0)).toBe(false);
    expect(isDrag(9.9, 0)).toBe(false);
    expect(isDrag(-9, 0)).toBe(false);
    expect(isDrag(6, 7)).toBe(false); // 9.2 px
    expect(isDrag(10, 0)).toBe(true);
    expect(isDrag(-10, 0)).toBe(true);
    expect(isDrag(6, 8)).toBe(true); // 10 px on the diagonal
  });
});

function Strip({ onOpen }: { onOpen: () => void }) {
  const strip = useRef<HTMLDivElement>(null);
  useDragScroll(strip);
  return (
    <div ref={strip} data-testid="strip">
      <button type="button" onClick={onOpen}>
        Food
      </button>
    </div>
  );
}

/** A mouse going down at x=100, moving to `toX`, and letting go there (then the click). */
function press(target: Element, strip: Element, toX: number) {
  fireEvent.pointerDown(target, {
    pointerType: 'mouse',
    button: 0,
    pointerId: 1,
    clientX: 100,
    clientY: 20,
  });
  fireEvent.pointerMove(strip, { pointerType: 'mouse', pointerId: 1, clientX: toX, clientY: 20 });
  fireEvent.pointerUp(strip, { pointerType: 'mouse', pointerId: 1, clientX: toX, clientY: 20 });
  fireEvent.click(target);
}

describe('useDragScroll', () => {
  test('a press that moves 9 px opens the category', () => {
    const open = vi.fn();
    render(<Strip onOpen={open} />);
    press(screen.getByRole('button', { name: 'Food' }), screen.getByTestId('strip'), 91);
    expect(open).toHaveBeenCalledTimes(1);
  });

  test('a drag of 40 px scrolls the strip and swallows the click it ends with', () => {
    const open = vi.fn();
    render(<Strip onOpen={open} />);
    const strip = screen.getByTestId('strip');
    strip.scrollLeft = 50;
    press(screen.getByRole('button', { name: 'Food' }), strip, 60);
    expect(open).not.toHaveBeenCalled();
    expect(strip.scrollLeft).toBe(90);
  });

  test('after a drag, the next real click opens the category', async () => {
    const open = vi.fn();
    render(<Strip onOpen={open} />);
    const button = screen.getByRole('button', { name: 'Food' });
    const strip = screen.getByTestId('strip');
    // Let go outside: no click ends this drag.
    fireEvent.pointerDown(button, {
      pointerType: 'mouse',
      button: 0,
      pointerId: 1,
      clientX: 100,
      clientY: 20,
    });
    fireEvent.pointerMove(strip, { pointerType: 'mouse', pointerId: 1, clientX: 40, clientY: 20 });
    fireEvent.pointerUp(strip, { pointerType: 'mouse', pointerId: 1, clientX: 40, clientY: 20 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(button);
    expect(open).toHaveBeenCalledTimes(1);
  });

  test('touch is left to the browser: a finger scrolls natively and taps go through', () => {
    const open = vi.fn();
    render(<Strip onOpen={open} />);
    const button = screen.getByRole('button', { name: 'Food' });
    fireEvent.pointerDown(button, {
      pointerType: 'touch',
      pointerId: 2,
      clientX: 100,
      clientY: 20,
    });
    fireEvent.pointerMove(button, { pointerType: 'touch', pointerId: 2, clientX: 50, clientY: 20 });
    fireEvent.click(button);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
