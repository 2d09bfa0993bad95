// The request queue's timings (spec part 1 section 9): "retry delay 100 ms after a refresh;
// 50 ms between queued requests; load timer tick 500 ms". The web's request layer reads them.

/** A request refused with 401 is sent again this long after its session was refreshed. */
export const RETRY_DELAY_MS = 100;

/** The queue sends one request at a time, and waits this long after each before the next. */
export const QUEUE_GAP_MS = 50;

/**
 * The load timer: while requests are waiting or in flight, the layer looks every tick whether
 * any still are; a tick that finds one shows the app's loading indicator. So a request
 * answered within one tick shows nothing (no flash on every call), one that takes longer
 * shows the indicator at the first tick after it began, and it goes as soon as the last
 * request is answered.
 */
export const LOAD_TIMER_TICK_MS = 500;
