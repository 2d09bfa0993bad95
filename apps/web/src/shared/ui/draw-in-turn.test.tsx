import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DrawInTurn, drawSectionsInTurn } from './draw-in-turn.tsx';

function Page({ sections }: { sections: string[] }) {
  return (
    <main>
      <h1>Always at once</h1>
      {sections.map((name) => (
        <DrawInTurn key={name}>
          <p>{name}</p>
        </DrawInTurn>
      ))}
    </main>
  );
}

const drawn = () => screen.queryAllByRole('paragraph').map((p) => p.textContent);

/** The browser's next frame, and the task after it, where a turn draws. */
const nextFrame = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
  });
/** Time passing without a frame, as for a tab the browser is not drawing. */
const timePasses = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// The clock and the frames are the test's to move: frames run only when the test says so.
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DrawInTurn', () => {
  // The module's switch stays off in this first test: a test render, or any render before
  // main.tsx turns it on, draws everything at once.
  test('draws its children at once until the app turns drawing in turn on', () => {
    render(<Page sections={['Tyres', 'Brakes']} />);
    expect(drawn()).toEqual(['Tyres', 'Brakes']);
  });

  test('once on, draws one section per frame, in the order they mounted', async () => {
    drawSectionsInTurn();
    render(<Page sections={['Tyres', 'Brakes', 'Battery']} />);
    expect(screen.getByRole('heading', { name: 'Always at once' })).toBeTruthy();
    expect(drawn()).toEqual([]);
    await nextFrame();
    expect(drawn()).toEqual(['Tyres']);
    await nextFrame();
    expect(drawn()).toEqual(['Tyres', 'Brakes']);
    await nextFrame();
    expect(drawn()).toEqual(['Tyres', 'Brakes', 'Battery']);
  });

  test('a page that gets no frames is still drawn, a section at a time', async () => {
    drawSectionsInTurn();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    render(<Page sections={['Tyres', 'Brakes']} />);
    await timePasses(99);
    expect(drawn()).toEqual([]);
    await timePasses(1);
    expect(drawn()).toEqual(['Tyres']);
    await timePasses(100);
    expect(drawn()).toEqual(['Tyres', 'Brakes']);
  });

  test('a section removed before its turn is skipped, and the ones after it still draw', async () => {
    drawSectionsInTurn();
    function Changing() {
      const [sections, setSections] = useState(['Tyres', 'Brakes', 'Battery']);
      return (
        <>
          <button type="button" onClick={() => setSections((all) => all.slice(1))}>
            Remove the first
          </button>
          <Page sections={sections} />
        </>
      );
    }
    render(<Changing />);
    await act(() => screen.getByRole('button', { name: 'Remove the first' }).click());
    await nextFrame();
    expect(drawn()).toEqual(['Brakes']);
    await nextFrame();
    expect(drawn()).toEqual(['Brakes', 'Battery']);
  });

  test('a hidden tab is drawn whole on its first turn', async () => {
    drawSectionsInTurn();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    render(<Page sections={['Tyres', 'Brakes', 'Battery']} />);
    expect(drawn()).toEqual([]);
    await timePasses(100);
    expect(drawn()).toEqual(['Tyres', 'Brakes', 'Battery']);
  });
});
