import { paths } from '@/shared/routes.ts';

type Here = { pathname: string; search: string };

/**
 * Spec part 3 section 4, Link card: the provider's card-linking page with the owner's token
 * (already in `linkCardUrl`) and a redirect back to where the owner is now.
 *
 * The sandbox provider is this app's own page, so it opens on this origin whatever host the
 * server believes it has (`localhost` there, `127.0.0.1` here would be two origins, and the
 * owner's session would not follow them back). A real provider's page keeps its own address.
 */
export function linkCardHref(linkCardUrl: string, here: Here, origin: string): string {
  const url = new URL(linkCardUrl, origin);
  url.searchParams.set('redirect', `${here.pathname}${here.search}`);
  if (url.pathname === paths.sandboxCardLink) return `${url.pathname}${url.search}`;
  return url.toString();
}
