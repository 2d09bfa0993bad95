// What the log may say about a request. A location link's token is its only key (decision
// 0032): a log line carrying it would open the owner's location to whoever reads the logs.

const LINK_TOKEN = /(\/shared-location\/)[^/?#]+/g;

/** The URL with every location link's token left out. */
export const withoutLinkTokens = (url: string) => url.replace(LINK_TOKEN, '$1(not logged)');

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** The `req` log serializer: Fastify's usual fields, the URL without link tokens. */
export function logSafeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: withoutLinkTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
