// A local SMS gateway that speaks Twilio's Messages API over real HTTP (decision 0023), for the
// tests that kill the server. A text is accepted when its request has arrived whole: a real
// gateway sends it from then on, whether or not its answer reaches the sender. Each accepted
// text is tagged with the epoch (the server process) it came from, which the test moves on
// whenever it starts a new process.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Cleanup } from '../cleanup.ts';

export type AcceptedText = { to: string; body: string; epoch: number };

export type StandInGatewayOptions = {
  /** Requests are received and never answered, nor accepted, until release(). */
  hold?: boolean;
  /**
   * How long the answer to an accepted text waits: it widens the window between the gateway's
   * acceptance and the sender's mark-as-sent, so that a kill lands in it now and then.
   */
  answerDelayMs?: () => number;
};

export type StandInGateway = {
  url: string;
  /** In the order they arrived. */
  accepted: AcceptedText[];
  /** The numbers texted, in order. */
  delivered(): string[];
  /** Requests received, held ones included. */
  received(): number;
  /** Stops holding: requests from now on are accepted and answered. */
  release(): void;
  /** The tag of texts accepted from now on. */
  epoch: number;
};

export async function startStandInGateway(
  cleanup: Cleanup,
  options: StandInGatewayOptions = {},
): Promise<StandInGateway> {
  const held: ServerResponse[] = [];
  let hold = options.hold ?? false;
  let received = 0;
  const gateway: StandInGateway = {
    url: '',
    accepted: [],
    delivered: () => gateway.accepted.map((text) => text.to),
    received: () => received,
    release() {
      hold = false;
    },
    epoch: 0,
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      received += 1;
      if (hold) {
        held.push(response);
        return;
      }
      const form = new URLSearchParams(raw);
      gateway.accepted.push({
        to: form.get('To') ?? '',
        body: form.get('Body') ?? '',
        epoch: gateway.epoch,
      });
      const answer = () =>
        response
          .writeHead(201, { 'content-type': 'application/json' })
          .end(`{"sid":"SM${received}"}`);
      const delay = options.answerDelayMs?.() ?? 0;
      if (delay > 0) setTimeout(answer, delay);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.add(
    () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return gateway;
}
