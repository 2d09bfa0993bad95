// What a new odometer reading may be. A typo such as 99999999999 used to be cut to 2,000,000
// and saved, and since readings never go down the odometer was then locked for good. Now a
// reading beyond what the car could have driven asks to be confirmed, and a reading entered by
// mistake can be corrected downwards, the correction kept in history.
import { DAY_MS } from './day.ts';
import { formatKilometres } from '../format/grouped-number.ts';

/** About 16 hours at highway speed: more than any car is driven in a day. */
export const PLAUSIBLE_KM_PER_DAY = 1_500;
/** Slack on top, for a reading that was an estimate or a first reading long ago. */
export const PLAUSIBLE_SLACK_KM = 5_000;

/**
 * The most the odometer can plausibly have moved since the last reading; null when there is
 * nothing to compare with (no reading yet).
 */
export function plausibleIncrease(lastSetAt: Date | null, now: Date): number {
  const days = lastSetAt === null ? 0 : Math.max(0, (now.getTime() - lastSetAt.getTime()) / DAY_MS);
  return PLAUSIBLE_SLACK_KM + Math.ceil(days) * PLAUSIBLE_KM_PER_DAY;
}

/** Whether `next` is far beyond what the car could have driven since the last reading. */
export function isImplausibleJump(
  last: { odometer: number | null; setAt: Date | null },
  next: number,
  now: Date,
): boolean {
  if (last.odometer === null) return false;
  return next - last.odometer > plausibleIncrease(last.setAt, now);
}

/** The question the owner answers before such a reading is saved. */
export function implausibleJumpQuestion(last: number, next: number): string {
  return `That is ${formatKilometres(next - last)} more than the last reading of ${formatKilometres(last)}. Is ${formatKilometres(next)} right?`;
}

/** The server's refusal when the question was not answered. */
export function implausibleJumpMessage(last: number, next: number): string {
  return `${formatKilometres(next)} is ${formatKilometres(next - last)} more than the last reading of ${formatKilometres(last)}. Check the reading, or confirm it.`;
}

export const ODOMETER_CORRECTED_TITLE = 'Odometer reading corrected';
/** Every new reading is kept in history, so the timeline can show the odometer's story. */
export const ODOMETER_UPDATED_TITLE = 'Odometer updated';
export const odometerUpdatedDescription = (to: number) => formatKilometres(to);

export function odometerCorrectedDescription(from: number | null, to: number): string {
  return from === null
    ? `Set to ${formatKilometres(to)}`
    : `From ${formatKilometres(from)} to ${formatKilometres(to)}`;
}
