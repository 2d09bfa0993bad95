// Runs the reminder job once a day, on however many server instances: each checks
// every few minutes, and the one that claims the day's row runs it. A claim lapses after
// claimSeconds, so an instance that dies mid-run hands the day to another; the job's keys make
// that second run queue only what the first did not.
import { dailyRunDue } from '@ignite/domain/notifications/daily-run';
import type { Clock } from '../../../core/clock.ts';
import { createDrainLoop } from '../../../core/drain-loop.ts';
import type { ScheduledJobRepository } from './scheduled-job-repository.ts';

type Deps = {
  jobs: ScheduledJobRepository;
  clock: Clock;
  name: string;
  hour: number;
  timeZone: string;
  run: () => Promise<unknown>;
  checkSeconds: number;
  claimSeconds: number;
  log: (message: string, error?: unknown) => void;
};

export function createDailySchedule(deps: Deps) {
  const { jobs, name } = deps;

  /** Claims the day when it is due and unclaimed; answers the day claimed, or null. */
  async function claim(now: Date): Promise<string | null> {
    const day = dailyRunDue(now, deps, await jobs.completedDay(name));
    if (day === null) return null;
    const until = new Date(now.getTime() + deps.claimSeconds * 1000);
    return (await jobs.claim(name, day, now, until)) ? day : null;
  }

  async function runIfDue() {
    const day = await claim(deps.clock());
    if (day === null) return;
    await deps.run();
    await jobs.complete(name, day);
  }

  return createDrainLoop(runIfDue, deps.checkSeconds, (error) =>
    deps.log(`${name}: daily run failed`, error),
  );
}
