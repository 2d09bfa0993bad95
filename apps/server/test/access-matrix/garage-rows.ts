// The access matrix's rows for the garage, the timeline and the care plan: each about the
// owner's own car, its conditions, schedule, documents and messages.
import { and, eq, isNull } from 'drizzle-orm';
import { DAY_MS } from '@ignite/domain/garage/day';
import { ConditionType } from '@ignite/domain/garage/enums';
import { conciergeMessages } from '../../src/db/care-plan-schema.ts';
import { conditionRow, scheduleRows } from '../garage-test-kit.ts';
import {
  type Matrix,
  type MatrixRequest,
  type Persona,
  type Scope,
  OWN,
  PUBLIC,
  SELF,
} from './kit.ts';

const conditionId = async (s: Scope, type: ConditionType) =>
  (await conditionRow(s.w.t.db, s.owner.vehicleId, type)).id;

/** The owner's service schedule and the ids of its intervals at these km. */
async function intervals(s: Scope, ...km: number[]) {
  const { schedule, byKm } = await scheduleRows(s.w.t.db, s.owner.vehicleId);
  return Object.fromEntries([
    ['scheduleId', schedule.id],
    ...km.map((k) => [`km${k}`, byKm(k).id]),
  ]) as Record<string, string>;
}

/** A condition call on the owner's car: the body names the vehicle and the condition. */
const conditionCall = (
  method: 'PUT' | 'POST',
  path: string,
  type: ConditionType,
  extra: Record<string, unknown> = {},
) => ({
  prepare: async (s: Scope) => ({ conditionId: await conditionId(s, type) }),
  request: (s: Scope): MatrixRequest => ({
    method,
    url: `/api/condition/${path}`,
    payload: { vehicleId: s.owner.vehicleId, conditionId: s.ids.conditionId, ...extra },
  }),
  expect: OWN,
});

const inDays = (s: Scope, days: number) =>
  new Date(s.w.t.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** A code looked up by the caller first, as the page does before it changes the app. */
export async function lookUpCode(s: Scope, caller: Persona | null, code: string) {
  if (!caller) return;
  await s.w.t.app.inject({
    method: 'GET',
    url: `/api/igniteprofile/get-app-by-originator-code/${code}`,
    headers: caller.auth,
  });
}

export const garageRows: Matrix = {
  'GET /api/consumer/:organisationConsumerId/vehicles/:vehicleId': {
    request: (s) => ({
      method: 'GET',
      url: `/api/consumer/${s.owner.organisationConsumerId}/vehicles/${s.owner.vehicleId}`,
    }),
    expect: OWN,
  },
  'GET /api/consumer/:organisationConsumerId/my-garage/:vehicleId': {
    request: (s) => ({
      method: 'GET',
      url: `/api/consumer/${s.owner.organisationConsumerId}/my-garage/${s.owner.vehicleId}`,
    }),
    expect: OWN,
  },
  'PUT /api/vehicle/odometer': {
    request: (s) => ({
      method: 'PUT',
      url: '/api/vehicle/odometer',
      payload: { vehicleId: s.owner.vehicleId, odometer: 57_450 },
    }),
    expect: OWN,
  },
  'PUT /api/vehicle': {
    request: (s) => ({
      method: 'PUT',
      url: '/api/vehicle',
      payload: { vehicleId: s.owner.vehicleId, nickname: 'The RAV4' },
    }),
    expect: OWN,
  },
  // Priya's car: the reset asks her for the odometer again, which Olivia's later rows need.
  'PUT /api/vehicle/reset-vehicle': {
    owner: 'priya',
    request: (s) => ({
      method: 'PUT',
      url: '/api/vehicle/reset-vehicle',
      payload: { vehicleId: s.owner.vehicleId },
    }),
    expect: OWN,
  },
  'PUT /api/condition/advance-by-condition-interval': conditionCall(
    'PUT',
    'advance-by-condition-interval',
    ConditionType.Tyres,
  ),
  'PUT /api/condition/set-next': {
    ...conditionCall('PUT', 'set-next', ConditionType.Rego),
    request: (s) => ({
      method: 'PUT',
      url: '/api/condition/set-next',
      payload: {
        vehicleId: s.owner.vehicleId,
        conditionId: s.ids.conditionId,
        nextDate: inDays(s, 200),
        advanceFromToday: true,
      },
    }),
  },
  'POST /api/condition/resolve-alert': conditionCall('POST', 'resolve-alert', ConditionType.Recall),
  'POST /api/condition/dismiss-alert': conditionCall(
    'POST',
    'dismiss-alert',
    ConditionType.Battery,
  ),
  // Enable and disable name the condition only; whose it is comes from the token.
  'POST /api/condition/enable': {
    prepare: async (s) => ({ conditionId: await conditionId(s, ConditionType.Wash) }),
    request: (s) => ({
      method: 'POST',
      url: '/api/condition/enable',
      payload: { conditionId: s.ids.conditionId },
    }),
    expect: OWN,
  },
  'POST /api/condition/disable': {
    prepare: async (s) => ({ conditionId: await conditionId(s, ConditionType.WiperBlades) }),
    request: (s) => ({
      method: 'POST',
      url: '/api/condition/disable',
      payload: { conditionId: s.ids.conditionId },
    }),
    expect: OWN,
  },
  'PUT /api/vehicle/update-service-schedule': {
    prepare: (s) => intervals(s, 60_000),
    request: (s) => ({
      method: 'PUT',
      url: '/api/vehicle/update-service-schedule',
      payload: {
        vehicleId: s.owner.vehicleId,
        serviceScheduleId: s.ids.scheduleId,
        nextInterval: { serviceIntervalId: s.ids.km60000 },
      },
    }),
    expect: OWN,
  },
  'PUT /api/vehicle/update-service-interval': {
    prepare: (s) => intervals(s, 60_000),
    request: (s) => ({
      method: 'PUT',
      url: '/api/vehicle/update-service-interval',
      payload: {
        vehicleId: s.owner.vehicleId,
        interval: { serviceIntervalId: s.ids.km60000, state: 1 },
      },
    }),
    expect: OWN,
  },
  'POST /api/serviceschedule/set-service-interval-state': {
    prepare: (s) => intervals(s, 75_000),
    request: (s) => ({
      method: 'POST',
      url: '/api/serviceschedule/set-service-interval-state',
      payload: {
        vehicleId: s.owner.vehicleId,
        serviceScheduleId: s.ids.scheduleId,
        serviceIntervalId: s.ids.km75000,
        state: 1,
      },
    }),
    expect: OWN,
  },
  'PUT /api/serviceschedule/set-active-service-interval': {
    prepare: async (s) => ({
      ...(await intervals(s, 90_000)),
      conditionId: await conditionId(s, ConditionType.Service),
    }),
    request: (s) => ({
      method: 'PUT',
      url: '/api/serviceschedule/set-active-service-interval',
      payload: {
        vehicleId: s.owner.vehicleId,
        conditionId: s.ids.conditionId,
        serviceIntervalId: s.ids.km90000,
        lastOdometer: 57_000,
        lastMonths: 1,
      },
    }),
    expect: OWN,
  },
  'GET /api/vehicle/timeline': {
    request: (s) => ({
      method: 'GET',
      url: `/api/vehicle/timeline?vehicleId=${s.owner.vehicleId}&limit=20`,
    }),
    expect: OWN,
  },
  'GET /api/care-plan/ignite-rewards/document-urls': {
    request: (s) => ({
      method: 'GET',
      url: `/api/care-plan/ignite-rewards/document-urls?vehicleId=${s.owner.vehicleId}`,
    }),
    expect: OWN,
  },
  'GET /api/care-plan/ignite-protect/document-urls': {
    request: (s) => ({
      method: 'GET',
      url: `/api/care-plan/ignite-protect/document-urls?vehicleId=${s.owner.vehicleId}`,
    }),
    expect: OWN,
  },
  'GET /api/care-plan/guaranteed-future-value/document-urls': {
    request: (s) => ({
      method: 'GET',
      url: `/api/care-plan/guaranteed-future-value/document-urls?vehicleId=${s.owner.vehicleId}`,
    }),
    expect: OWN,
  },
  'GET /api/care-plan/mechanical-protection/document-urls': {
    request: (s) => ({
      method: 'GET',
      url: `/api/care-plan/mechanical-protection/document-urls?vehicleId=${s.owner.vehicleId}`,
    }),
    expect: OWN,
  },
  // The signed link is the credential (decision 0021): a browser tab opens it with no token.
  'GET /api/care-plan/documents/:vehicleId/:document': {
    prepare: async (s) => {
      const urls = await s.w.t.app.inject({
        method: 'GET',
        url: `/api/care-plan/ignite-protect/document-urls?vehicleId=${s.owner.vehicleId}`,
        headers: s.owner.auth,
      });
      const link = urls.json<{ data: { agreementLinkUrl: string } }>().data.agreementLinkUrl;
      const url = new URL(link, 'http://x');
      return { url: `${url.pathname}${url.search}` };
    },
    request: (s) => ({ method: 'GET', url: s.ids.url ?? '' }),
    expect: PUBLIC,
  },
  // Priya's cover is pending; Olivia's is active already (409 for her).
  'PUT /api/care-plan/ignite-protect/acknowledge': {
    owner: 'priya',
    request: (s) => ({
      method: 'PUT',
      url: '/api/care-plan/ignite-protect/acknowledge',
      payload: { vehicleId: s.owner.vehicleId },
    }),
    expect: OWN,
  },
  'POST /api/concierge/messages/:conciergeMessageId/dismiss': {
    prepare: async (s) => {
      const [message] = await s.w.t.db
        .select({ id: conciergeMessages.id })
        .from(conciergeMessages)
        .where(
          and(
            eq(conciergeMessages.vehicleId, s.owner.vehicleId),
            eq(conciergeMessages.isDismissable, true),
            isNull(conciergeMessages.dateDismissed),
          ),
        );
      return { messageId: message?.id ?? '' };
    },
    request: (s) => ({
      method: 'POST',
      url: `/api/concierge/messages/${s.ids.messageId}/dismiss`,
    }),
    expect: OWN,
  },
  // A reward code names a dealership to anyone signed in; the lookup is the caller's own.
  'GET /api/igniteprofile/get-app-by-originator-code/:code': {
    request: () => ({ method: 'GET', url: '/api/igniteprofile/get-app-by-originator-code/418203' }),
    expect: SELF,
  },
  // Gary's car has no dealership yet. Each caller has looked the code up themselves, so the
  // grant is theirs: only the car decides.
  'POST /api/igniteprofile/change-app': {
    owner: 'gary',
    request: async (s, caller) => {
      await lookUpCode(s, caller, '735914');
      return {
        method: 'POST',
        url: '/api/igniteprofile/change-app',
        payload: { vehicleId: s.owner.vehicleId, appConfigurationId: s.w.apps.northside },
      };
    },
    expect: OWN,
  },
};
