// How long a location link lives (decision 0032): the owner picks one of these when sharing.

export const SHARE_DURATIONS = [
  { hours: 1, label: '1 hour' },
  { hours: 8, label: '8 hours' },
  { hours: 24, label: '24 hours' },
] as const;

export type ShareDurationHours = (typeof SHARE_DURATIONS)[number]['hours'];

/** The choice a fresh form starts on: long enough to be found, short enough to lapse soon. */
export const DEFAULT_SHARE_HOURS: ShareDurationHours = 1;

export function isShareDuration(hours: unknown): hours is ShareDurationHours {
  return SHARE_DURATIONS.some((choice) => choice.hours === hours);
}

/** When a link made at `now` for `hours` stops answering. */
export function shareExpiry(now: Date, hours: ShareDurationHours): Date {
  return new Date(now.getTime() + hours * 3_600_000);
}

/** Whether a link is still open at `now`: not turned off, and before its expiry. */
export function isShareOpen(link: { expiresAt: Date; revokedAt: Date | null }, now: Date): boolean {
  return link.revokedAt === null && now.getTime() < link.expiresAt.getTime();
}
