// The vehicle's timeline (ours, beyond the spec): one feed of its story, newest first.
import { timelineQuerySchema, timelineResultSchema } from '../timeline/timeline-api.ts';
import { defineEndpoint } from './endpoint.ts';

export const vehicleTimeline = defineEndpoint({
  name: 'vehicleTimeline',
  method: 'GET',
  path: '/api/vehicle/timeline',
  area: 'timeline',
  summary: 'The vehicle’s story in one feed, newest first',
  description:
    'Services, reminders done, odometer readings, alerts, bookings, the service log, scans ' +
    'that found something and care-plan events. `before` pages back from the oldest shown.',
  auth: 'bearer',
  query: timelineQuerySchema,
  response: timelineResultSchema,
  failures: [400, 401, 404],
});
