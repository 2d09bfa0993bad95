import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/server/src/db/schema.ts',
    './apps/server/src/db/garage-schema.ts',
    './apps/server/src/db/care-plan-schema.ts',
    './apps/server/src/db/outbox-schema.ts',
    './apps/server/src/db/health-monitor-schema.ts',
    './apps/server/src/db/welcome-flow-schema.ts',
    './apps/server/src/db/marketplace-schema.ts',
    './apps/server/src/db/cashback-schema.ts',
    './apps/server/src/db/safety-schema.ts',
    './apps/server/src/db/dealer-mode-schema.ts',
    './apps/server/src/db/booking-schema.ts',
    './apps/server/src/db/notifications-schema.ts',
  ],
  out: './apps/server/src/db/migrations',
  casing: 'snake_case',
});
