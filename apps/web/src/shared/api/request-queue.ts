import { QUEUE_GAP_MS } from '@ignite/domain/request-timing';

type Job = () => Promise<void>;

/**
 * Spec part 1 section 7: requests are queued and sent one at a time. Each job runs to its
 * end (answer, and any refresh and retry) before the next starts, QUEUE_GAP_MS later, so
 * requests reach the server in the order they were made and a 401 is dealt with before
 * any later request goes out with the same stale token.
 */
export function createRequestQueue(sleep: (ms: number) => Promise<void>) {
  const waiting: Job[] = [];
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    try {
      for (let job = waiting.shift(); job; job = waiting.shift()) {
        await job();
        await sleep(QUEUE_GAP_MS);
      }
    } finally {
      running = false;
    }
  }

  /** Runs `work` when its turn comes and answers what it answers. */
  function enqueue<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => work().then(resolve, reject));
      if (!running) void drain();
    });
  }

  return { enqueue };
}
