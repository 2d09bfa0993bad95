// Which push services the server posts reminders to. A subscription's endpoint is
// whatever a browser, or anyone with a session, sends; the server later posts to it. Unchecked,
// that lets a caller make the server post to any https address, an internal one included
// (server-side request forgery). So only the browsers' own push services are taken, and any
// more an operator names (PUSH_SERVICE_HOSTS).

/** Hosts taken as they are: Chrome and the Chromium browsers, Firefox, Safari. */
const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
];
/** Hosts taken with any name before them: Edge's (wns2-par02p.notify.windows.com), Apple's. */
const PUSH_SERVICE_DOMAINS: readonly string[] = ['.notify.windows.com', '.push.apple.com'];

/** An https address's host, on HTTPS's own port: no other service of a push host is reached. */
const HTTPS_HOST = /^https:\/\/([a-z0-9.-]+)(?::443)?(?:[/?#]|$)/i;

/** Whether the server may post to `endpoint`: https on port 443, on a known push service's host. */
export function isPushServiceEndpoint(
  endpoint: string,
  extraHosts: readonly string[] = [],
): boolean {
  const host = HTTPS_HOST.exec(endpoint)?.[1]?.toLowerCase();
  if (host === undefined) return false;
  return (
    PUSH_SERVICE_HOSTS.includes(host) ||
    extraHosts.includes(host) ||
    PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain))
  );
}
