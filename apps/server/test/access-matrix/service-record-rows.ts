// The access matrix's rows for the service record to hand on: the PDF and the links are the owner's
// alone; a link, once made, is the credential that opens the record.
import { type Matrix, type Scope, OWN, PUBLIC } from './kit.ts';

/** A buyer's link to the owner's car, made now: its token. */
async function shareOf(s: Scope) {
  const made = await s.w.t.app.inject({
    method: 'POST',
    url: `/api/vehicle/${s.owner.vehicleId}/service-record/share`,
    headers: s.owner.auth,
  });
  const { url } = made.json<{ data: { url: string } }>().data;
  return { token: url.slice(url.lastIndexOf('/') + 1) };
}

export const serviceRecordRows: Matrix = {
  'GET /api/vehicle/:vehicleId/service-record.pdf': {
    request: (s) => ({
      method: 'GET',
      url: `/api/vehicle/${s.owner.vehicleId}/service-record.pdf`,
    }),
    expect: OWN,
  },
  'POST /api/vehicle/:vehicleId/service-record/share': {
    request: (s) => ({
      method: 'POST',
      url: `/api/vehicle/${s.owner.vehicleId}/service-record/share`,
    }),
    expect: OWN,
  },
  'DELETE /api/vehicle/:vehicleId/service-record/share': {
    prepare: shareOf,
    request: (s) => ({
      method: 'DELETE',
      url: `/api/vehicle/${s.owner.vehicleId}/service-record/share`,
    }),
    expect: OWN,
  },
  'GET /api/service-records/:token': {
    prepare: shareOf,
    request: (s) => ({ method: 'GET', url: `/api/service-records/${s.ids.token}` }),
    expect: PUBLIC,
    ownerDataShownBecause:
      'whoever holds a service record link sees the car, its rego among it; never the owner’s ' +
      'name, contact or ids (service-record-share.test.ts)',
  },
};
