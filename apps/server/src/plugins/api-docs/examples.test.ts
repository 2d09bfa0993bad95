// The examples the OpenAPI document shows were recorded from the demo data (`npm run
// openapi:examples`); these tests keep them true to the contracts as those change: each
// request is one its endpoint takes, each answer one it gives, in its shape.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { allEndpoints } from '@ignite/domain/contract/all-endpoints';
import { answeredFailures } from '@ignite/domain/contract/endpoint';
import { errorResultSchema } from '@ignite/domain/result';
import examples from './examples.json' with { type: 'json' };
import type { RecordedExamples } from './finish-document.ts';

const recorded = examples as RecordedExamples;
const rerun = 'run `npm run openapi:examples` again';

describe('the recorded examples', () => {
  it('are there for every endpoint, and for no endpoint that is gone', () => {
    const names = allEndpoints.map((e) => e.name).sort();
    expect(Object.keys(recorded).sort(), rerun).toEqual(names);
  });

  it.each(allEndpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: its request is taken and its answers are its own',
    (_, endpoint) => {
      const example = recorded[endpoint.name];
      if (!example) throw new Error(`no example: ${rerun}`);
      if (endpoint.body) {
        const parsed = z.safeParse(endpoint.body, example.request);
        expect(parsed.error?.issues ?? [], `the request: ${rerun}`).toEqual([]);
      } else {
        expect(example.request, 'a request body the endpoint does not take').toBeUndefined();
      }

      // A JSON answer for every endpoint that answers JSON; bytes are shown by media type.
      const success = example.answers['200'];
      if (endpoint.sends) {
        expect(success, 'a JSON answer for an endpoint that sends bytes').toBeUndefined();
      } else {
        const parsed = z.safeParse(endpoint.response, success);
        expect(parsed.error?.issues ?? [], `the answer: ${rerun}`).toEqual([]);
      }

      for (const [status, answer] of Object.entries(example.answers)) {
        if (status === '200') continue;
        expect(answeredFailures(endpoint), 'a failure the contract does not list').toContain(
          Number(status),
        );
        expect(errorResultSchema.parse(answer)).toMatchObject({
          success: false,
          status: Number(status),
        });
      }
    },
  );
});
