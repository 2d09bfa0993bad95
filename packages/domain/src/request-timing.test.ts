import { describe, expect, it } from 'vitest';
import { LOAD_TIMER_TICK_MS, QUEUE_GAP_MS, RETRY_DELAY_MS } from './request-timing.ts';

// The web's request layer tests each at its boundary (request-queue, token-refresh and
// load-timer tests); here the values are held to the spec's words.
describe('the request queue’s timings (spec part 1 section 9)', () => {
  it('retry delay 100 ms after a refresh; 50 ms between queued requests', () => {
    expect(RETRY_DELAY_MS).toBe(100);
    expect(QUEUE_GAP_MS).toBe(50);
  });

  it('load timer tick 500 ms', () => {
    expect(LOAD_TIMER_TICK_MS).toBe(500);
  });
});
