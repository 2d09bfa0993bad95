// The daily reminder job: for each claimed vehicle, each item due within its owner's lead time
// (or overdue) is queued once per channel the owner has on, through the outbox, under a key per
// vehicle, item, due day and channel. Running twice, at once or after a crash half-way, queues
// nothing twice: the outbox's unique key drops the second write. In quiet hours a reminder is
// queued to wait for their end, never sent inside them.
import { type NotificationSettings } from '@ignite/domain/notifications/notification-settings';
import type { PushReminder } from '@ignite/domain/notifications/push-reminder';
import { quietHoursEnd } from '@ignite/domain/notifications/quiet-hours';
import {
  type ReminderChannel,
  type ReminderItem,
  reminderItems,
  reminderKey,
} from '@ignite/domain/notifications/reminder-items';
import { emailAccent } from '@ignite/domain/theme-colors';
import type { Clock } from '../../../core/clock.ts';
import { HttpError } from '../../../core/http-errors.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import { settingsOf } from '../settings-repository.ts';
import type { UnsubscribeTokens } from '../unsubscribe-token.ts';
import { reminderEmail, reminderSentence, reminderSubject } from './reminder-email.ts';
import type { OwnedVehicle, ReminderRepository } from './reminder-repository.ts';

type Deps = {
  repository: ReminderRepository;
  clock: Clock;
  publicUrl: string;
  myGarage: NotificationDeps['myGarage'];
  unsubscribe: UnsubscribeTokens;
  onMessageQueued: () => void;
  /** Vehicles read at a time; the default unless a test wants several pages of the seed. */
  pageSize?: number;
};

/** Enough to keep the reads few, few enough to keep a page's rows small in memory. */
const VEHICLES_PER_PAGE = 500;

const vehicleNameOf = (v: OwnedVehicle) => {
  const name = v.nickname ?? ([v.make, v.model].filter(Boolean).join(' ') || 'car');
  return v.rego ? `${name} (${v.rego})` : name;
};

function channelsOf(settings: NotificationSettings, hasPushSubscription: boolean) {
  const channels: ReminderChannel[] = [];
  if (settings.email) channels.push('email');
  if (settings.push && hasPushSubscription) channels.push('push');
  return channels;
}

export function createReminderJob(deps: Deps) {
  const { repository, publicUrl } = deps;

  function message(v: OwnedVehicle, item: ReminderItem, channel: ReminderChannel) {
    const vehicleName = vehicleNameOf(v);
    const timeZone = v.timeZone;
    if (channel === 'push') {
      const reminder: PushReminder = {
        title: reminderSubject(item, timeZone),
        body: reminderSentence({ item, vehicleName, timeZone }),
        path: item.path,
        tag: `${v.vehicleId}:${item.itemKey}`,
      };
      return { channel, to: v.userId, subject: reminder.title, body: JSON.stringify(reminder) };
    }
    const token = deps.unsubscribe.sign(v.userId);
    const email = reminderEmail({
      firstName: v.firstName,
      dealershipName: v.dealershipName ?? v.brandName,
      accent: emailAccent(v.theme),
      vehicleName,
      item,
      timeZone,
      itemUrl: `${publicUrl}${item.path}`,
      unsubscribePageUrl: `${publicUrl}/unsubscribe?token=${token}`,
      oneClickUrl: `${publicUrl}/api/notifications/unsubscribe?token=${token}`,
    });
    return {
      channel,
      to: v.email,
      subject: email.subject,
      body: email.text,
      html: email.html,
      headers: email.headers,
    };
  }

  async function remindOf(v: OwnedVehicle, now: Date): Promise<number> {
    const settings = settingsOf(v.settings);
    const channels = channelsOf(settings, v.hasPushSubscription);
    if (channels.length === 0) return 0;
    let model;
    try {
      model = await deps.myGarage.model(v.userId, v.vehicleId);
    } catch (error) {
      // The vehicle changed hands between the two reads: it is its new owner's now.
      if (error instanceof HttpError && error.statusCode === 404) return 0;
      throw error;
    }
    const sources = {
      conditions: model.vehicle.condition?.conditions ?? [],
      appointments: model.appointments,
    };
    const items = reminderItems(sources, now, settings.leadDays, v.timeZone);
    const notBefore = quietHoursEnd(now, settings, v.timeZone);
    let queued = 0;
    for (const item of items) {
      for (const channel of channels) {
        const written = await repository.queue({
          idempotencyKey: reminderKey(v.vehicleId, item, channel),
          ...message(v, item, channel),
          nextAttemptAt: notBefore,
        });
        if (written) queued += 1;
      }
    }
    return queued;
  }

  return {
    /** Queues every reminder due now; answers how many it queued (none already queued). */
    async run(): Promise<{ sent: number }> {
      const now = deps.clock();
      const pageSize = deps.pageSize ?? VEHICLES_PER_PAGE;
      let sent = 0;
      for (let after: string | null = null; ;) {
        const page = await repository.ownedVehicles(after, pageSize);
        for (const vehicle of page) sent += await remindOf(vehicle, now);
        const last = page.at(-1);
        if (!last || page.length < pageSize) break;
        after = last.vehicleId;
      }
      if (sent > 0) deps.onMessageQueued();
      return { sent };
    },
  };
}

export type ReminderJob = ReturnType<typeof createReminderJob>;
