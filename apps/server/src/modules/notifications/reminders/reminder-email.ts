// The reminder email: from the dealership, in its theme's colour, naming the item,
// its due date (and kilometres where it has them), with a link straight to the item's page
// and a one-click unsubscribe (RFC 8058: List-Unsubscribe and List-Unsubscribe-Post headers
// for mail clients, and a link in the text for people).
import { formatKilometres } from '@ignite/domain/format/grouped-number';
import { CONDITION_LABELS } from '@ignite/domain/garage/condition-labels';
import type { ReminderItem } from '@ignite/domain/notifications/reminder-items';

export type ReminderEmailParts = {
  firstName: string;
  dealershipName: string;
  /** The theme's accent in light mode: the email is read on white. */
  accent: string;
  vehicleName: string;
  item: ReminderItem;
  timeZone: string;
  itemUrl: string;
  /** The page that asks before it turns email reminders off (for a person). */
  unsubscribePageUrl: string;
  /** The endpoint a mail client posts to (RFC 8058). */
  oneClickUrl: string;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function dayText(at: Date, timeZone: string, withTime: boolean): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
  }).format(at);
}

/**
 * A state the garage names before Overdue and Due (a recall issued, an issue detected): said
 * in the garage's own words, so the email never calls one item by two states.
 */
function outranksDue(item: ReminderItem): item is ReminderItem & { stateLabel: string } {
  return (
    item.stateLabel !== null &&
    item.stateLabel !== CONDITION_LABELS.overdue &&
    item.stateLabel !== CONDITION_LABELS.due
  );
}

/** The one sentence of what is due, the same in the subject's spirit, the text and the HTML. */
export function reminderSentence(
  parts: Pick<ReminderEmailParts, 'item' | 'vehicleName' | 'timeZone'>,
) {
  const { item, vehicleName, timeZone } = parts;
  const when = dayText(item.dueAt, timeZone, item.isBooking);
  if (item.isBooking) return `Your ${item.title} for ${vehicleName} is booked for ${when}.`;
  const km = item.dueOdometer === null ? '' : ` or at ${formatKilometres(item.dueOdometer)}`;
  if (outranksDue(item)) {
    const due = item.isOverdue ? `It was due on ${when}${km}.` : `It is due on ${when}${km}.`;
    return `${item.title} for ${vehicleName}: ${item.stateLabel}. ${due}`;
  }
  return item.isOverdue
    ? `${item.title} for ${vehicleName} was due on ${when}${km}, and is now overdue.`
    : `${item.title} for ${vehicleName} is due on ${when}${km}, whichever comes first.`;
}

export function reminderSubject(item: ReminderItem, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-AU', { timeZone, day: 'numeric', month: 'short' }).format(
    item.dueAt,
  );
  if (item.isBooking) return `Reminder: ${item.title} on ${day}`;
  if (outranksDue(item)) return `${item.title}: ${item.stateLabel}`;
  return item.isOverdue ? `${item.title} is overdue` : `${item.title} is due on ${day}`;
}

export function reminderEmail(parts: ReminderEmailParts) {
  const sentence = reminderSentence(parts);
  const action = parts.item.isBooking ? 'See your booking' : `See ${parts.item.title}`;
  const footer = 'You get this email because reminders are on in the app.';
  const text = [
    `Hi ${parts.firstName},`,
    '',
    sentence,
    '',
    `${action}: ${parts.itemUrl}`,
    '',
    parts.dealershipName,
    '',
    `${footer} To turn email reminders off: ${parts.unsubscribePageUrl}`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${e(reminderSubject(parts.item, parts.timeZone))}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Helvetica,Arial,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff">
<tr><td style="background:${e(parts.accent)};color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${e(parts.dealershipName)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<p style="margin:0 0 16px">Hi ${e(parts.firstName)},</p>
<p style="margin:0 0 24px">${e(sentence)}</p>
<p style="margin:0 0 24px"><a href="${e(parts.itemUrl)}" style="display:inline-block;background:${e(parts.accent)};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${e(action)}</a></p>
<p style="margin:0">${e(parts.dealershipName)}</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:13px;line-height:1.5;color:#52525b;border-top:1px solid #e4e4e7">
${e(footer)} <a href="${e(parts.unsubscribePageUrl)}" style="color:#3f3f46">Turn email reminders off</a>.
</td></tr>
</table></body></html>`;
  return {
    subject: reminderSubject(parts.item, parts.timeZone),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${parts.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
