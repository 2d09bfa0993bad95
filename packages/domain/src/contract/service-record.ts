// The service record to hand on: the owner's PDF, and a read-only link for a buyer.
import { z } from 'zod/mini';
import { successResultSchema, resultSchema } from '../result.ts';
import {
  serviceRecordParamsSchema,
  serviceRecordShareResultSchema,
  sharedServiceRecordParamsSchema,
  sharedServiceRecordResultSchema,
} from '../service-record/service-record-api.ts';
import { defineEndpoint } from './endpoint.ts';

const area = 'service-record';

export const serviceRecordPdf = defineEndpoint({
  name: 'serviceRecordPdf',
  method: 'GET',
  path: '/api/vehicle/:vehicleId/service-record.pdf',
  area,
  summary: 'The vehicle’s service record as a PDF: the car, its odometer readings and service log',
  description: 'The owner only; another user’s vehicle is a 404.',
  auth: 'bearer',
  params: serviceRecordParamsSchema,
  response: resultSchema(z.null()).check(z.describe('never: the answer is the PDF')),
  sends: 'application/pdf',
  failures: [400, 401, 404],
});

export const shareServiceRecord = defineEndpoint({
  name: 'shareServiceRecord',
  method: 'POST',
  path: '/api/vehicle/:vehicleId/service-record/share',
  area,
  summary: 'A read-only link to the service record for a buyer, valid 14 days',
  description: 'Shows the car and its care, nothing about the owner. Only a hash is stored.',
  auth: 'bearer',
  params: serviceRecordParamsSchema,
  response: serviceRecordShareResultSchema,
  failures: [400, 401, 404, 429],
});

export const revokeServiceRecordShares = defineEndpoint({
  name: 'revokeServiceRecordShares',
  method: 'DELETE',
  path: '/api/vehicle/:vehicleId/service-record/share',
  area,
  summary: 'Turn off every open service record link of the vehicle',
  auth: 'bearer',
  params: serviceRecordParamsSchema,
  response: successResultSchema,
  failures: [400, 401, 404],
});

export const sharedServiceRecord = defineEndpoint({
  name: 'sharedServiceRecord',
  method: 'GET',
  path: '/api/service-records/:token',
  area,
  summary: 'The service record behind a buyer’s link, no sign-in needed',
  description: 'An unknown, expired or revoked link is a 404, all alike.',
  auth: 'none',
  params: sharedServiceRecordParamsSchema,
  response: sharedServiceRecordResultSchema,
  failures: [400, 404, 429],
});
