import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PASSWORD } from './helpers.ts';
import { startServer, type TestServer } from './server.ts';

// A NUL byte used to answer 500 and the log carried the submitted values in full. The real
// server, at its most talkative log level, is sent what an attacker or a careless client would
// send; no secret it was given may reach its output.
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'trace' });
});
afterAll(() => server.stop());

const SECRETS = {
  password: 'Correct-Horse-Battery-Staple-9',
  username: 'nul-secret-username',
  nickname: 'Nul-Secret-Nickname',
  unparsable: 'Unparsable-Secret-1',
  oversize: 'Oversize-Secret-2',
};

async function send(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: path === '/api/vehicle' ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('what the server logs', () => {
  test('no password, body or submitted value, whatever the request', async () => {
    const login = (username: string, password: string) =>
      send('/api/user/login', JSON.stringify({ username, password }));
    expect((await login('owner@demo.ignite', SECRETS.password)).status).toBe(401);
    expect((await login(`own\u0000${SECRETS.username}`, PASSWORD)).status).toBe(400);
    expect((await send('/api/user/login', `{"password":"${SECRETS.unparsable}"`)).status).toBe(400);
    const huge = JSON.stringify({ password: SECRETS.oversize.repeat(10_000) });
    expect((await send('/api/user/login', huge)).status).toBe(413);

    const signedIn = await login('owner@demo.ignite', PASSWORD);
    const data = signedIn.body.data as {
      tokens: { accessToken: string };
      user: { activeVehicle: { vehicleId: string } };
    };
    const nul = await send(
      '/api/vehicle',
      JSON.stringify({
        vehicleId: data.user.activeVehicle.vehicleId,
        nickname: `${SECRETS.nickname}\u0000`,
      }),
      { authorization: `Bearer ${data.tokens.accessToken}` },
    );
    expect(nul.status).toBe(400);

    // Give the logger a moment to flush, then read everything the server printed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const output = server.output();
    // The log is not empty: each request above left its lines (so the check below can fail).
    expect(output.match(/"url":"\/api\/user\/login"/g)?.length).toBeGreaterThanOrEqual(5);
    expect(output).toContain('"url":"/api/vehicle"');
    for (const secret of [...Object.values(SECRETS), PASSWORD]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toContain('"body"');
  });
});
