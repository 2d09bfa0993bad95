// The vehicle's timeline (ours, beyond the spec): one read per record kind, each newest first
// and cut at the page's size, merged in the domain, where the records of one event (a job's
// booking, service-log entry and history item) become one item. Every read is of the caller's
// own vehicle, checked once before them.
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { appointmentLabel } from '@ignite/domain/garage/appointments';
import type { AppointmentType } from '@ignite/domain/garage/enums';
import { historyKind, type TimelineItem } from '@ignite/domain/timeline/timeline-api';
import { type TimelineEntry, timelinePage } from '@ignite/domain/timeline/one-item-per-event';
import type { Clock } from '../../core/clock.ts';
import { requireOwnedVehicle } from '../../core/owned-vehicle.ts';
import type { Database } from '../../db/client.ts';
import {
  carePlanProducts,
  workOrderClaims,
  workOrderConfigurations,
} from '../../db/care-plan-schema.ts';
import { appointments, historyItems, serviceLogItems } from '../../db/garage-schema.ts';
import { scanEvents } from '../../db/health-monitor-schema.ts';

const BOOKINGS = '/my-garage?p=bookings';
const SERVICE_LOG = '/my-garage/digital-service-log';
const CARE_PLAN = '/my-garage/care-plan';
const errorDetails = (scanEventId: string) => `/my-garage/scan-event/${scanEventId}/error-details`;

type Page = { vehicleId: string; limit: number; before?: Date };

/** The WHERE clause of one feed: this vehicle, older than the page's cursor. */
function pageOf(vehicleColumn: PgColumn, dateColumn: PgColumn, page: Page): SQL | undefined {
  return and(
    eq(vehicleColumn, page.vehicleId),
    page.before ? lt(dateColumn, page.before) : undefined,
  );
}

export function createTimelineFeed({ db, clock }: { db: Database; clock: Clock }) {
  const feeds = {
    async history(page: Page): Promise<TimelineEntry[]> {
      const rows = await db
        .select()
        .from(historyItems)
        .where(pageOf(historyItems.vehicleId, historyItems.utcEventDate, page))
        .orderBy(desc(historyItems.utcEventDate))
        .limit(page.limit);
      return rows.map((row) => ({
        item: {
          id: `history-${row.id}`,
          kind: historyKind(row.type),
          title: row.title,
          description: row.description,
          utcDate: row.utcEventDate.toISOString(),
          link: null,
        },
        source: { from: 'history', type: row.type },
      }));
    },

    async bookings(page: Page): Promise<TimelineEntry[]> {
      const rows = await db
        .select()
        .from(appointments)
        .where(pageOf(appointments.vehicleId, appointments.utcDateAppointment, page))
        .orderBy(desc(appointments.utcDateAppointment))
        .limit(page.limit);
      const now = clock();
      return rows.map((row) => ({
        item: {
          id: `booking-${row.id}`,
          kind: 'booking',
          title: row.title,
          description:
            appointmentLabel(
              {
                appointmentType: row.appointmentType as AppointmentType,
                appointmentState: row.appointmentState,
                utcDateAppointment: row.utcDateAppointment,
              },
              now,
            ) ?? null,
          utcDate: row.utcDateAppointment.toISOString(),
          link: BOOKINGS,
        },
        source: {
          from: 'booking',
          appointmentType: row.appointmentType,
          appointmentState: row.appointmentState,
        },
      }));
    },

    async serviceLog(page: Page): Promise<TimelineEntry[]> {
      const rows = await db
        .select()
        .from(serviceLogItems)
        .where(pageOf(serviceLogItems.vehicleId, serviceLogItems.utcDateCreated, page))
        .orderBy(desc(serviceLogItems.utcDateCreated))
        .limit(page.limit);
      return rows.map((row) => ({
        item: {
          id: `log-${row.id}`,
          kind: 'service',
          title: row.title,
          description: row.locationName,
          utcDate: row.utcDateCreated.toISOString(),
          link: SERVICE_LOG,
        },
        source: { from: 'serviceLog' },
      }));
    },

    /** Only the scans that found something: a clean scan every few days is not news. */
    async scans(page: Page): Promise<TimelineEntry[]> {
      const rows = await db
        .select()
        .from(scanEvents)
        .where(
          and(
            pageOf(scanEvents.vehicleId, scanEvents.scannedAt, page),
            eq(scanEvents.hasIssue, true),
          ),
        )
        .orderBy(desc(scanEvents.scannedAt))
        .limit(page.limit);
      return rows.map((row) => ({
        item: {
          id: `scan-${row.id}`,
          kind: 'scan',
          title: 'The health monitor found an issue',
          description:
            row.errorCodes.length > 0 ? `Trouble codes ${row.errorCodes.join(', ')}` : null,
          utcDate: row.scannedAt.toISOString(),
          link: errorDetails(row.id),
        },
        source: { from: 'scan' },
      }));
    },

    /** The care plan's products as they began, and the work it paid for. */
    async carePlan(page: Page): Promise<TimelineEntry[]> {
      const products = await db
        .select()
        .from(carePlanProducts)
        .where(pageOf(carePlanProducts.vehicleId, carePlanProducts.dateActiveFrom, page))
        .orderBy(desc(carePlanProducts.dateActiveFrom))
        .limit(page.limit);
      const claims = await db
        .select({ claim: workOrderClaims })
        .from(workOrderClaims)
        .innerJoin(
          workOrderConfigurations,
          eq(workOrderConfigurations.id, workOrderClaims.workOrderConfigurationId),
        )
        .where(pageOf(workOrderConfigurations.vehicleId, workOrderClaims.dateClaimed, page))
        .orderBy(desc(workOrderClaims.dateClaimed))
        .limit(page.limit);
      const items: TimelineItem[] = [
        ...products.flatMap((row): TimelineItem[] =>
          row.dateActiveFrom && row.dateActiveFrom.getTime() <= clock().getTime()
            ? [
                {
                  id: `product-${row.id}`,
                  kind: 'carePlan',
                  title: `${row.title} began`,
                  description: row.provider,
                  utcDate: row.dateActiveFrom.toISOString(),
                  link: CARE_PLAN,
                },
              ]
            : [],
        ),
        ...claims.map(({ claim }): TimelineItem => ({
          id: `claim-${claim.id}`,
          kind: 'carePlan',
          title: `${claim.title} claimed`,
          description: 'Paid for by your care plan',
          utcDate: claim.dateClaimed.toISOString(),
          link: CARE_PLAN,
        })),
      ];
      return items.map((item) => ({ item, source: { from: 'other' } }));
    },
  };

  return {
    async timeline(userId: string, vehicleId: string, limit: number, before?: string) {
      await requireOwnedVehicle(db, userId, vehicleId);
      // One more than asked, to know whether there is a next page.
      const page: Page = {
        vehicleId,
        limit: limit + 1,
        before: before ? new Date(before) : undefined,
      };
      const all = await Promise.all(Object.values(feeds).map((feed) => feed(page)));
      return timelinePage(all.flat(), limit);
    },
  };
}
