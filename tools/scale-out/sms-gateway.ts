// A local stand-in for the SMS gateway: it speaks Twilio's Messages API (a form POST of To,
// From and Body) and records every text it accepts, so a test can tell that each text queued
// was delivered, and delivered once, whichever instance sent it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Cleanup } from '../cleanup.ts';

export type DeliveredText = { to: string; body: string };

export type StandInGateway = {
  url: string;
  delivered: DeliveredText[];
};

export async function startStandInGateway(cleanup: Cleanup): Promise<StandInGateway> {
  const delivered: DeliveredText[] = [];
  let sid = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(raw);
      delivered.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '' });
      sid += 1;
      response
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ sid: `SM${sid}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.add(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, delivered };
}
