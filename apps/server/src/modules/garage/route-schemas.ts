// What every garage route's schema shares: its tag, its bearer security, and the failures it
// may answer (each in the spec's result shape).
import { errorResultSchema } from '@ignite/domain/result';

export const garageRoute = { tags: ['garage'], security: [{ bearer: [] }] };

export const errorResponses = {
  400: errorResultSchema,
  401: errorResultSchema,
  403: errorResultSchema,
  404: errorResultSchema,
};
