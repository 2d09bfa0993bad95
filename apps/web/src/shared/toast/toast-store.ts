export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export type Toast = { id: number; kind: ToastKind; message: string };

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

function show(kind: ToastKind, message: string): number {
  // The same words twice (five requests refused at once) would only stack copies.
  const shown = toasts.find((t) => t.kind === kind && t.message === message);
  if (shown) dismissToast(shown.id);
  const id = nextId++;
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_LIFETIME_MS[kind]),
  );
  publish([...toasts, { id, kind, message }]);
  return id;
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
};

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
