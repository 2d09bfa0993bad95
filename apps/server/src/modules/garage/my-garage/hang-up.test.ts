// A phone that leaves My Garage while its answer is still being compressed hung up before the
// response finished; the route then answered a second time and the server process stopped
// (ERR_HTTP_HEADERS_SENT). The server must shrug a hang-up off and keep serving.
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '@ignite/domain/session';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { signIn } from '../../../../test/sessions.ts';

let t: TestApp;
let owner: Session;
let port: number;
beforeEach(async () => {
  t = await startTestApp();
  owner = await signIn(t.app, 'owner@demo.ignite');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterEach(() => t.close());

/** Sends a request on a raw socket and hangs up as soon as it is written. */
function requestAndHangUp(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\n` +
          `Authorization: Bearer ${owner.tokens.accessToken}\r\n\r\n`,
      );
      socket.destroy();
      resolve();
    });
    socket.on('error', reject);
  });
}

describe('a client that hangs up on My Garage', () => {
  it('leaves the server answering, and answering once', async () => {
    const path = `/api/consumer/${owner.user.organisationConsumerId}/my-garage/${owner.user.activeVehicle?.vehicleId}`;
    const problems: unknown[] = [];
    const note = (error: unknown) => problems.push(error);
    process.on('uncaughtException', note);
    process.on('unhandledRejection', note);
    try {
      for (let i = 0; i < 20; i++) await requestAndHangUp(path);
      // Let the server finish what the hung-up requests started.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const after = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { authorization: `Bearer ${owner.tokens.accessToken}` },
      });
      expect(after.status).toBe(200);
      expect(((await after.json()) as { success: boolean }).success).toBe(true);
    } finally {
      process.off('uncaughtException', note);
      process.off('unhandledRejection', note);
    }
    expect(problems).toEqual([]);
  });
});
