export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/**
 * `page` is the path the toast belongs to: the page that raised it, or, for a "done, now
 * here" toast, the page it is raised for (null until the move there, away from `from`).
 */
export type Toast = {
  id: number;
  kind: ToastKind;
  message: string;
  page: string | null;
  from: string;
  raisedAt: number;
};

export type ToastOptions = {
  /** A "done, now here" toast: raised as the app moves on, it belongs to the next page. */
  forNextPage?: boolean;
};

/** Spec part 1 sections 8 and 9: success stays 5 s; error, warning and info 600000 ms. */
export const TOAST_LIFETIME_MS: Record<ToastKind, number> = {
  success: 5_000,
  error: 600_000,
  warning: 600_000,
  info: 600_000,
};

/**
 * The toasts on screen, outside React so the request layer (plain TypeScript) can raise
 * them. `<Toaster/>` subscribes with useSyncExternalStore.
 */
let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  publish(toasts.filter((t) => t.id !== id));
}

/** Where the user is now; a toast raised outside a browser (a test) belongs nowhere. */
const currentPath = () => globalThis.location?.pathname ?? '';

function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  // The same words twice (five requests refused at once) would only stack copies.
  const shown = toasts.find((t) => t.kind === kind && t.message === message);
  if (shown) dismissToast(shown.id);
  const id = nextId++;
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_LIFETIME_MS[kind]),
  );
  const here = currentPath();
  const page = options.forNextPage ? null : here;
  publish([...toasts, { id, kind, message, page, from: here, raisedAt: Date.now() }]);
  return id;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};

/**
 * How soon after a toast a move to another page is the same act as the toast ("Marked done",
 * then back): no one reads a toast and taps away this fast.
 */
export const SAME_ACT_MS = 250;

/**
 * A move to `pathname` has begun: the toasts raised by the act that began it, on another page,
 * are for the page it leads to, whether or not their code said so.
 */
export function movingOn(pathname: string, now = Date.now()): void {
  const sameAct = (t: Toast) =>
    t.page !== null && t.page !== pathname && now - t.raisedAt < SAME_ACT_MS;
  if (toasts.some(sameAct)) publish(toasts.map((t) => (sameAct(t) ? { ...t, page: null } : t)));
}

/**
 * The route changed to `pathname`. A toast belongs to its page: leaving that page (a tap, a
 * link, Back) dismisses it, so "Saved" never follows the user to a page where nothing was
 * saved. A "done, now here" toast is taken to the page it was raised for. A redirect (the app
 * replacing a page, as sign-out does) is no leaving: its toasts go along with it.
 */
export function followRoute(pathname: string, isRedirect: boolean): void {
  const kept = toasts.flatMap((t): Toast[] => {
    if (t.page === null) return [t.from === pathname ? t : { ...t, page: pathname }];
    if (t.page === pathname) return [t];
    if (isRedirect) return [{ ...t, page: pathname }];
    clearTimeout(timers.get(t.id));
    timers.delete(t.id);
    return [];
  });
  if (kept.length !== toasts.length || kept.some((t, i) => t !== toasts[i])) publish(kept);
}

/** Spec part 1 section 4, Logout: the toasts are cleared with the session. */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  publish([]);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
