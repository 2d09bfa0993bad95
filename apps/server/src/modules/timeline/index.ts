// The timeline's public face: one feed of a vehicle's story, read from the records the other
// areas keep (their tables, never their modules' insides).
import { createTimelineFeed } from './timeline-feed.ts';

export { createTimelineFeed };
export type TimelineFeed = ReturnType<typeof createTimelineFeed>;
export { registerTimelineRoutes } from './routes.ts';
