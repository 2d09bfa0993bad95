// The condition calls of spec part 2 section 7: mark done, set the next reminder, resolve or
// dismiss an alert, enable or disable. Each acts only on the caller's own condition (the owner
// is in every WHERE), runs its read-then-write in one transaction with the row locked, and
// takes its rules from packages/domain.
import {
  dismissedAlertFacts,
  hasActiveAlert,
  isAlertRaised,
  resolvedAlertFacts,
} from '@ignite/domain/garage/condition-alerts';
import {
  cannotDisableMessage,
  CONDITION_MESSAGES,
  type ConditionRef,
  reminderCannotLiftMessage,
  type ConditionToggle,
  type SetNext,
} from '@ignite/domain/garage/condition-api';
import {
  alertResolvedTitle,
  alertDismissedTitle,
  historyTypeOf,
  lastDoneTitle,
  markedDoneTitle,
  reminderSetTitle,
} from '@ignite/domain/garage/condition-history';
import { reminderInterval } from '@ignite/domain/garage/condition-interval';
import type { Condition } from '@ignite/domain/garage/condition-schema';
import { ConditionType } from '@ignite/domain/garage/enums';
import type { HistoryItem } from '@ignite/domain/garage/garage-api';
import { advanceByInterval } from '@ignite/domain/garage/mark-done';
import { dayOfDateText, reminderWouldLift, setNextReminder } from '@ignite/domain/garage/set-next';
import type { VehicleCondition } from '@ignite/domain/garage/vehicle';
import type { Clock } from '../../../core/clock.ts';
import { badRequest, notFound } from '../../../core/http-errors.ts';
import type { VehicleRow } from '../../../core/owned-vehicle.ts';
import type { Database } from '../../../db/client.ts';
import { createGarageRepositories, type GarageRepositories } from '../repositories.ts';
import { markServiceConditionDone } from '../schedule/schedule-service.ts';
import {
  type ConditionRepository,
  createConditionRepository,
  type OwnedCondition,
} from './condition-repository.ts';
import { GARAGE_UTC_OFFSET_MINUTES as ZONE } from './condition-view.ts';
import { loadVehicleCondition } from './vehicle-condition.ts';

/** One condition as the API computes it (its state depends on the vehicle and schedule). */
async function conditionView(
  repository: ConditionRepository,
  vehicle: VehicleRow,
  conditionId: string,
  now: Date,
): Promise<Condition> {
  const { conditions } = await loadVehicleCondition(repository, vehicle, now);
  const condition = conditions.find((c) => c.conditionId === conditionId);
  if (!condition) throw notFound(CONDITION_MESSAGES.conditionNotFound);
  return condition;
}

/** The condition calls' dependencies: the database, to read and to open transactions on. */
type Deps = { db: Database; clock: Clock };

export type ConditionService = ReturnType<typeof createConditionService>;

export function createConditionService({ db, clock }: Deps) {
  const conditions = createConditionRepository(db);

  /**
   * Runs `work` on the caller's locked condition in a transaction, with the repositories over
   * that transaction; 404 when the condition is not theirs.
   */
  function withOwnedCondition<T>(
    userId: string,
    { vehicleId, conditionId }: ConditionRef,
    work: (tx: GarageRepositories, found: OwnedCondition, now: Date) => Promise<T>,
  ): Promise<T> {
    const now = clock();
    return db.transaction(async (transaction) => {
      const tx = createGarageRepositories(transaction);
      const found = await tx.conditions.lockOwnedCondition(userId, vehicleId, conditionId);
      if (!found) throw notFound(CONDITION_MESSAGES.conditionNotFound);
      return work(tx, found, now);
    });
  }

  /** Enable or disable, then the recomputed conditions and score. */
  async function toggle(userId: string, conditionId: string, isDisabled: boolean) {
    const now = clock();
    const vehicleId = await conditions.setConditionDisabled(userId, conditionId, isDisabled);
    if (vehicleId === null) {
      // Only a disable can be refused by the configuration; otherwise it is not the caller's.
      const found = isDisabled ? await conditions.findOwnedCondition(userId, conditionId) : null;
      if (!found) throw notFound(CONDITION_MESSAGES.conditionNotFound);
      const { labels } = await conditionView(conditions, found.vehicle, conditionId, now);
      throw badRequest(cannotDisableMessage(labels.name));
    }
    const owned = await conditions.findOwnedVehicle(userId, vehicleId);
    if (!owned) throw notFound(CONDITION_MESSAGES.conditionNotFound);
    return loadVehicleCondition(conditions, owned.vehicle, now);
  }

  return {
    /**
     * Mark done: service moves to the schedule's next interval (schedule-service.ts); the
     * others advance by their interval from today. Either way a history item says so.
     */
    advance(
      userId: string,
      ref: ConditionRef,
    ): Promise<{ condition: Condition; historyItem: HistoryItem }> {
      return withOwnedCondition(userId, ref, async (tx, { condition, vehicle }, now) => {
        let description: string | null = null;
        if (condition.type === ConditionType.Service) {
          description = await markServiceConditionDone(tx, userId, vehicle, condition.id, now);
        } else {
          const interval = reminderInterval(condition.type, condition);
          if (interval === null) throw badRequest(CONDITION_MESSAGES.noInterval);
          const advanced = advanceByInterval(
            { currentOdometer: vehicle.odometer, averageOdometerInterval: condition.intervalKm },
            interval,
            now,
            ZONE,
          );
          await tx.conditions.updateCondition(condition.id, advanced);
        }
        const view = await conditionView(tx.conditions, vehicle, condition.id, now);
        const historyItem = await tx.conditions.addHistoryItem({
          vehicleId: vehicle.id,
          type: historyTypeOf(condition.type),
          title: markedDoneTitle(view.labels.name),
          description,
          utcEventDate: now,
        });
        return { condition: view, historyItem };
      });
    },

    /**
     * set-next: the two modes are described in condition-api.ts and set-next.ts. A reminder
     * that would make a due or overdue condition read better is refused (nothing is saved);
     * whatever is saved, a history item says what changed.
     */
    setNext(userId: string, request: SetNext): Promise<{ condition: Condition }> {
      return withOwnedCondition(userId, request, async (tx, { condition, vehicle }, now) => {
        // Recall has no schedule to set.
        if (condition.type === ConditionType.Recall) {
          throw badRequest(CONDITION_MESSAGES.noInterval);
        }
        const day = dayOfDateText(request.nextDate, ZONE);
        if (day === null) throw badRequest(CONDITION_MESSAGES.nextDate);
        const outcome = setNextReminder(
          { interval: reminderInterval(condition.type, condition) },
          { day, advanceFromToday: request.advanceFromToday },
          now,
          ZONE,
        );
        if (!outcome.ok) throw badRequest(CONDITION_MESSAGES[outcome.error]);
        const before = await conditionView(tx.conditions, vehicle, condition.id, now);
        await tx.conditions.updateCondition(condition.id, outcome.facts);
        const after = await conditionView(tx.conditions, vehicle, condition.id, now);
        // Thrown inside the transaction, so the update above is rolled back.
        if (request.advanceFromToday && reminderWouldLift(before, after)) {
          throw badRequest(reminderCannotLiftMessage(before.labels.name, before.isOverdue));
        }
        await tx.conditions.addHistoryItem({
          vehicleId: vehicle.id,
          type: historyTypeOf(condition.type),
          title: request.advanceFromToday
            ? reminderSetTitle(after.labels.name, day)
            : lastDoneTitle(after.labels.name, day),
          description: null,
          utcEventDate: now,
        });
        return { condition: after };
      });
    },

    /** The issue is fixed: the alert's flag is cleared and the history says so. */
    resolveAlert(userId: string, ref: ConditionRef): Promise<{ condition: Condition }> {
      return withOwnedCondition(userId, ref, async (tx, { condition, vehicle }, now) => {
        if (!isAlertRaised(condition)) throw badRequest(CONDITION_MESSAGES.noAlert);
        await tx.conditions.updateCondition(condition.id, resolvedAlertFacts(condition.type));
        const view = await conditionView(tx.conditions, vehicle, condition.id, now);
        await tx.conditions.addHistoryItem({
          vehicleId: vehicle.id,
          type: historyTypeOf(condition.type),
          title: alertResolvedTitle(condition.type, view.labels.name),
          description: condition.type === ConditionType.Recall ? condition.recallReference : null,
          utcEventDate: now,
        });
        return { condition: view };
      });
    },

    /**
     * The owner hides the alert from the banner; the condition stays Critical until the issue
     * is resolved (condition-alerts.ts), and the history says it was dismissed.
     */
    dismissAlert(userId: string, ref: ConditionRef): Promise<{ condition: Condition }> {
      return withOwnedCondition(userId, ref, async (tx, { condition, vehicle }, now) => {
        if (!hasActiveAlert(condition)) throw badRequest(CONDITION_MESSAGES.noAlert);
        await tx.conditions.updateCondition(condition.id, dismissedAlertFacts(userId, now));
        const view = await conditionView(tx.conditions, vehicle, condition.id, now);
        await tx.conditions.addHistoryItem({
          vehicleId: vehicle.id,
          type: historyTypeOf(condition.type),
          title: alertDismissedTitle(condition.type, view.labels.name),
          description: condition.type === ConditionType.Recall ? condition.recallReference : null,
          utcEventDate: now,
        });
        return { condition: view };
      });
    },

    enable: (userId: string, { conditionId }: ConditionToggle): Promise<VehicleCondition> =>
      toggle(userId, conditionId, false),

    /** Only where the app's configuration lets the user (spec: canUserDisable). */
    disable: (userId: string, { conditionId }: ConditionToggle): Promise<VehicleCondition> =>
      toggle(userId, conditionId, true),
  };
}
