/** Server and domain rules take the clock as a parameter so tests can move time. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
