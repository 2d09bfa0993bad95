/** The wait after the nth failed try of a job: 5 s, 10 s, 20 s, 40 s... at most 10 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(600, 5 * 2 ** Math.max(0, attempts - 1));
}
