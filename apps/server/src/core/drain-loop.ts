// The loop of a job table's worker (the outbox, payouts): a drain at once when work is written
// (kick), and one every few seconds for work a crash, a failed try or a due time left behind.
// One drain at a time; a kick during a drain runs one more after it.

export type DrainLoop = {
  kick(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};

export function createDrainLoop(
  drain: () => Promise<void>,
  pollSeconds: number,
  onError: (error: unknown) => void,
): DrainLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await drain();
        } while (again);
      } catch (error) {
        onError(error);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    kick,
    start() {
      timer ??= setInterval(() => void kick(), pollSeconds * 1000);
      timer.unref();
      void kick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
