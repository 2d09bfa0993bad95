// A reminder as a push carries it and the service worker shows it: what is due, and
// the page a tap opens. Checked by hand rather than with a zod schema, so the service worker,
// which reads it, does not carry zod (some 25 KB gzip).

export type PushReminder = {
  title: string;
  body: string;
  /** An app path (starting with /), never another origin. */
  path: string;
  /** Replaces a reminder still shown for the same item and due date (a resend). */
  tag: string;
};

/** The reminder in `value`, or null for anything else. */
export function pushReminderOf(value: unknown): PushReminder | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, body, path, tag } = value as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof tag !== 'string') return null;
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  return { title, body, path, tag };
}
