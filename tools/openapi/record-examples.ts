// `npm run openapi:examples`: records each operation's example request and answers from the
// demo data into apps/server/src/plugins/api-docs/examples.json, which the OpenAPI document
// shows. Each route is called as the access matrix calls it (apps/server/test/access-matrix):
// the owner's request (or a device's or signature's, where no bearer token opens the route) for
// the request and its answer, and the other callers' refusals for the 401, 403 and 404 answers.
// Run it again when an answer's shape changes: api-docs/examples.test.ts says when.
import { writeFile } from 'node:fs/promises';
import { allEndpoints } from '@ignite/domain/contract/all-endpoints';
import {
  buildWorld,
  CALLERS,
  type Entry,
  MATRIX_APP_CONFIG,
  type MatrixRequest,
  rowCallers,
  sendRequest,
} from '../../apps/server/test/access-matrix/kit.ts';
import { matrix } from '../../apps/server/test/access-matrix/matrix.ts';
import { createPglite, wrapPglite } from '../../apps/server/src/db/client.ts';
import { seedDemoData } from '../../apps/server/src/db/seed.ts';
import type { RecordedExamples } from '../../apps/server/src/plugins/api-docs/finish-document.ts';
import { startAppOn, type TestApp } from '../../apps/server/test/test-app.ts';
import { TEST_SECRETS } from '../../apps/server/test/test-secrets.ts';

const OUTPUT = new URL('../../apps/server/src/plugins/api-docs/examples.json', import.meta.url);
/** Items shown of a list: enough to see its shape without pages of it. */
const LIST_ITEMS = 2;

/** The answer with every list cut to its first items. */
function shortened(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, LIST_ITEMS).map(shortened);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, shortened(v)]));
  }
  return value;
}

function payloadOf(request: MatrixRequest): unknown {
  if (typeof request.payload === 'string') return JSON.parse(request.payload) as unknown;
  return request.payload;
}

async function record(
  t: TestApp,
  route: string,
  entry: Entry,
  w: Awaited<ReturnType<typeof buildWorld>>,
) {
  const { callers, scope } = await rowCallers(w, entry);
  const answers: Record<string, unknown> = {};
  const keep = (status: number, body: unknown) => {
    if (body !== null && answers[String(status)] === undefined) answers[String(status)] = body;
  };
  // The refusals first, as the matrix does, so the owner's call finds things as they were.
  for (const caller of CALLERS.filter((c) => c !== 'owner')) {
    const request = await entry.request(scope, callers[caller]);
    const answer = await sendRequest(t, request, callers[caller]?.auth ?? {});
    if (answer.statusCode >= 400) keep(answer.statusCode, answer.body);
  }
  const credential = entry.credentials?.find((c) => c.expect === 'ok');
  const request = await entry.request(scope, credential ? null : callers.owner);
  const auth = credential ? credential.headers(scope, request) : (callers.owner?.auth ?? {});
  const answer = await sendRequest(t, request, auth);
  if (answer.statusCode >= 300) {
    throw new Error(`${route}: the owner's request answered ${answer.statusCode}`);
  }
  keep(answer.statusCode, answer.body === null ? null : shortened(answer.body));
  const payload = payloadOf(request);
  return { ...(payload === undefined ? {} : { request: payload }), answers };
}

const database = wrapPglite(await createPglite());
await database.migrate();
await seedDemoData(database.db, TEST_SECRETS);
const t = await startAppOn(database, MATRIX_APP_CONFIG);
try {
  const w = await buildWorld(t);
  const examples: RecordedExamples = {};
  for (const endpoint of allEndpoints) {
    const route = `${endpoint.method} ${endpoint.path}`;
    const entry = matrix[route];
    if (!entry) throw new Error(`${route} has no row in the access matrix`);
    examples[endpoint.name] = await record(t, route, entry, w);
  }
  const sorted = Object.fromEntries(
    Object.entries(examples).sort(([a], [b]) => a.localeCompare(b)),
  );
  await writeFile(OUTPUT, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`recorded ${Object.keys(sorted).length} operations into ${OUTPUT.pathname}`);
} finally {
  await t.close();
}
