import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineEndpoint } from '@ignite/domain/contract/endpoint';
import { resultSchema } from '@ignite/domain/result';
import { zodResponseSerializer } from '../plugins/serializer.ts';
import { registerEndpoint, SENT_BY_HANDLER } from './endpoint-route.ts';

const answerSchema = resultSchema(z.object({ word: z.string() }));
const wrapped = defineEndpoint({
  name: 'wrapped',
  method: 'GET',
  path: '/api/wrapped',
  area: 'test',
  summary: 'Answers data, which the route wraps',
  auth: 'none',
  response: answerSchema,
  failures: [],
});
const sentItself = defineEndpoint({ ...wrapped, name: 'sentItself', path: '/api/sent-itself' });

/** An app whose log lines at warn and above are kept for the test to read. */
async function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(zodResponseSerializer);
  registerEndpoint(app, wrapped, async () => ({ word: 'wrapped' }));
  registerEndpoint(app, sentItself, async ({ reply }) => {
    void reply
      .type('application/json; charset=utf-8')
      .send(Buffer.from('{"success":true,"status":200,"data":{"word":"bytes"},"messages":[]}'));
    return SENT_BY_HANDLER;
  });
  await app.ready();
  return { app, lines };
}

describe('registerEndpoint', () => {
  it("wraps a handler's data in the result shape", async () => {
    const { app, lines } = await appWithLog();
    const response = await app.inject({ method: 'GET', url: '/api/wrapped' });
    expect(response.json()).toEqual({
      success: true,
      status: 200,
      data: { word: 'wrapped' },
      messages: [],
    });
    expect(lines).toEqual([]);
    await app.close();
  });

  it('sends what a handler sent itself once, with no second answer and no warning', async () => {
    const { app, lines } = await appWithLog();
    const response = await app.inject({ method: 'GET', url: '/api/sent-itself' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { word: 'bytes' } });
    // A second send is refused by Fastify with a 'Reply was already sent' warning per request.
    expect(lines).toEqual([]);
    await app.close();
  });
});
