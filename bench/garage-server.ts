// The Ignite server as `npm start` runs it, plus the garage benchmark's yardstick: a bare
// route running one indexed SELECT (a vehicle by its primary key) on the same database, in
// the same process, so the view model's cost is read against the cheapest real database call.
// The SELECT is prepared once, as the app's own hot reads are: an unprepared yardstick would
// charge itself Drizzle's query building and flatter the ratio.
import { eq, sql } from 'drizzle-orm';
import { vehicles } from '../apps/server/src/db/schema.ts';
import { serve } from '../apps/server/src/serve.ts';

await serve((app, { db }) => {
  const oneSelect = db
    .select({ id: vehicles.id, odometer: vehicles.odometer })
    .from(vehicles)
    .where(eq(vehicles.id, sql.placeholder('vehicleId')))
    .prepare('bench_one_select');
  app.get<{ Params: { vehicleId: string } }>('/bench/one-select/:vehicleId', async (request) => {
    const [row] = await oneSelect.execute({ vehicleId: request.params.vehicleId });
    return { success: true, status: 200, data: row ?? null, messages: [] };
  });
});
