// Permission names the app acts on, written once for the server and the web.

/** Every user holds it while the server runs in demo mode (DESIGN.md). */
export const DEMO_PERMISSION = 'demo';

/** Spec part 2 section 2: debug users (the debug or demo permission) may open /debug. */
export const DEBUG_PERMISSIONS = { any: ['debug', DEMO_PERMISSION] } as const;

/**
 * Spec part 2 section 2: the garage's debug link is for debug users. A customer in a demo
 * (demo permission only) finds it in Settings' demo section instead of on their garage
 * (issue 9, point 8; docs/spec-notes.md).
 */
export const GARAGE_DEBUG_LINK_PERMISSIONS = { any: ['debug'] } as const;
