import { describe, expect, it } from 'vitest';
import { filledSegments, progressBar, progressColour } from './progress-bar.ts';

describe('filledSegments', () => {
  it.each([
    [0, 1],
    [0.01, 1],
    [0.1, 1],
    [0.11, 2],
    [0.2, 2],
    [0.3, 3],
    [0.7, 7],
    [0.71, 8],
    [0.99, 10],
    [1, 10],
    [1.5, 10],
    [-1, 1],
  ])('score %f fills %i of 10', (score, filled) => {
    expect(filledSegments(score)).toBe(filled);
  });
});

describe('progressColour', () => {
  it.each([
    [1, false, 'red'],
    [2, false, 'amber'],
    [3, false, 'green'],
    [10, false, 'green'],
    [10, true, 'red'],
  ])('%i segments, overdue %s -> %s', (filled, overdue, colour) => {
    expect(progressColour(filled, overdue)).toBe(colour);
  });
});

describe('progressBar', () => {
  const condition = { score: 0.3, isOverdue: false, isCritical: false };
  it('fills from the left with 10 segments', () => {
    const bar = progressBar(condition, false);
    expect(bar.segments).toHaveLength(10);
    expect(bar.segments.slice(0, 3).every(Boolean)).toBe(true);
    expect(bar.segments.slice(3).some(Boolean)).toBe(false);
    expect(bar).toMatchObject({ filled: 3, colour: 'green', mirrored: false });
  });
  it('fills from the right when mirrored', () => {
    const bar = progressBar(condition, true);
    expect(bar.segments.slice(7).every(Boolean)).toBe(true);
    expect(bar.segments.slice(0, 7).some(Boolean)).toBe(false);
    expect(bar.mirrored).toBe(true);
  });
  it('is red with one segment when critical', () => {
    expect(progressBar({ score: 0, isOverdue: false, isCritical: true }, false)).toMatchObject({
      filled: 1,
      colour: 'red',
    });
  });
});
