import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport.ts';

function Row() {
  const target = useRef<HTMLDivElement>(null);
  const near = useNearViewport(target);
  return <div ref={target}>{near ? 'cards' : 'waiting'}</div>;
}

/** The browser's observer, driven by the test: `report` says whether the row is in range. */
function installObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
  }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of observers) {
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
  return { observers, report };
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  test('waits until the element comes within 300 px below the screen, then stays shown', () => {
    const { observers, report } = installObserver();
    render(<Row />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(observers[0]?.options?.rootMargin).toBe('0px 300px 300px 300px');
    report(false);
    expect(screen.getByText('waiting')).toBeTruthy();
    report(true);
    expect(screen.getByText('cards')).toBeTruthy();
    report(false);
    expect(screen.getByText('cards')).toBeTruthy();
  });

  test('shows at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Row />);
    expect(screen.getByText('cards')).toBeTruthy();
  });
});
