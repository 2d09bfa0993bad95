import { z } from 'zod/mini';

// Imported first by start-theme.ts, the start's first stage, before any schema is built. zod
// probes whether it may compile parsers with `new Function`; the app's Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') refuses that, so the probe only fails and logs a CSP
// violation on every page (Lighthouse's best practices count it). jitless skips the probe: zod
// parses exactly as it already did under the CSP.
z.config({ jitless: true });
