// The last touches the route schemas cannot give: what each answer means, and the examples
// recorded from the demo data (examples.json, written by `npm run openapi:examples`).
import { allEndpoints } from '@ignite/domain/contract/all-endpoints';
import examples from './examples.json' with { type: 'json' };

/** The media type of each operation whose successful answer is bytes, not a JSON result. */
const SENDS = new Map(allEndpoints.flatMap((e) => (e.sends ? [[e.name, e.sends]] : [])));

/** What each status means, the same for every operation. */
const ANSWERS: Record<string, string> = {
  '200': 'Done: `data` holds the answer.',
  '400': 'Bad input: `messages` say what to correct, and nothing changed.',
  '401': 'No valid credential: sign in again (or refresh the token), or sign the request.',
  '403': 'The credential is good, but not for this.',
  '404': 'Not found, or not the caller’s to see.',
  '409': 'The request does not fit the resource’s state: `messages` say why.',
  '413': 'The body is larger than the endpoint takes.',
  '414': 'A path parameter is too long to be an id of any kind.',
  '415': 'The body is of a type the endpoint does not read: send JSON.',
  '422': 'Understood, but the rules refuse it: `messages` say why.',
  '429': 'Too many requests: the `Retry-After` header says in how many seconds to try again.',
  '503': 'Something the answer needs is not answering: try again shortly.',
};

const RETRY_AFTER = {
  description: 'Seconds until a new try can succeed.',
  schema: { type: 'integer', minimum: 1 },
};

/** An exchange recorded from the demo data, by operationId. */
export type RecordedExamples = Record<
  string,
  { request?: unknown; answers: Record<string, unknown> }
>;

type MediaType = { schema?: unknown; example?: unknown };
type Response = {
  description?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, unknown>;
};
type Operation = {
  operationId?: string;
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, Response>;
};
type Document = { paths?: Record<string, Record<string, Operation>> };

function finishOperation(operation: Operation, recorded: RecordedExamples): void {
  const example = operation.operationId ? recorded[operation.operationId] : undefined;
  const json = operation.requestBody?.content?.['application/json'];
  if (json && example?.request !== undefined) json.example = example.request;
  const sends = operation.operationId ? SENDS.get(operation.operationId) : undefined;
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    response.description = ANSWERS[status] ?? response.description;
    if (status === '200' && sends) {
      response.description = `Done: the ${sends} itself.`;
      response.content = { [sends]: { schema: { type: 'string', format: 'binary' } } };
    }
    if (status === '429') response.headers = { 'Retry-After': RETRY_AFTER };
    const body = response.content?.['application/json'];
    const answer = example?.answers[status];
    if (body && answer !== undefined) body.example = answer;
  }
}

/** The document @fastify/swagger made from the routes, with meanings and examples added. */
export function finishDocument<D extends object>(
  document: D,
  recorded: RecordedExamples = examples as RecordedExamples,
): D {
  for (const operations of Object.values((document as Document).paths ?? {})) {
    for (const operation of Object.values(operations)) finishOperation(operation, recorded);
  }
  return document;
}
