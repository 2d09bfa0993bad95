// Permission names the app acts on, written once for the server and the web.

/**
 * Held only while the server runs in demo mode, by every user who is not dealer staff: the
 * demo personas and any other customer (see heldPermissions).
 */
export const DEMO_PERMISSION = 'demo';

/**
 * Spec part 2 sections 2 and 6, part 3 section 6: debug users (the debug or demo
 * permission) may open /debug/forms and see Demo Settings, the debug link and the health
 * monitor's Diagnostics button.
 */
export const DEBUG_PERMISSIONS = { any: ['debug', DEMO_PERMISSION] } as const;

/**
 * Spec part 2 section 2: the garage's debug link is for debug users. A customer in a demo
 * (demo permission only) finds it in Settings' demo section instead of on their garage
 * (docs/spec-notes.md).
 */
export const GARAGE_DEBUG_LINK_PERMISSIONS = { any: ['debug'] } as const;

/**
 * The permissions a user holds: those stored for them, plus `demo` in demo mode for anyone
 * but dealer-mode staff. Demo mode alone grants `demo`: one stored for a user does not count,
 * so with demo mode off no one holds it and no screen offers what only demo mode serves.
 * Staff never hold it: their tool has no demo parts, and a demo of dealer mode should show
 * what a real dealership's staff would see.
 */
export function heldPermissions(
  stored: readonly string[],
  { demoMode, isDealerMode }: { demoMode: boolean; isDealerMode: boolean },
): string[] {
  const own = stored.filter((name) => name !== DEMO_PERMISSION);
  const held = demoMode && !isDealerMode ? [...own, DEMO_PERMISSION] : own;
  return [...new Set(held)];
}
