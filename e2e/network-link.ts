// The network between the browser and the server, as a link the test can cut: a TCP relay in
// front of the server. Playwright's offline emulation alone is not enough for the service
// worker: a worker Chromium starts again for a page load can fetch before the emulation
// reaches it, and loads the real page while the test holds the browser offline.
import net from 'node:net';

export type NetworkLink = {
  /** The server's base URL, reached through the link. */
  url: string;
  /** Cuts the link: open connections drop, new ones are refused. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
};

export async function openNetworkLink(serverUrl: string): Promise<NetworkLink> {
  const server = new URL(serverUrl);
  const open = new Set<net.Socket>();
  let connected = true;
  const relay = net.createServer((client) => {
    if (!connected) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(server.port), server.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // One end failing ends the other: a cut link, or the browser leaving the page.
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    relay.once('error', reject);
    relay.listen(0, server.hostname, resolve);
  });
  const address = relay.address() as net.AddressInfo;
  return {
    url: `${server.protocol}//${server.hostname}:${address.port}`,
    cut() {
      connected = false;
      for (const socket of open) socket.destroy();
    },
    restore() {
      connected = true;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => relay.close(() => resolve()));
    },
  };
}
