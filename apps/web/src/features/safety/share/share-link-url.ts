import { paths } from '@/shared/routes.ts';

/** The address a location link opens: this app's public shared-location page. */
export function shareLinkUrl(origin: string, token: string): string {
  return `${origin}${paths.sharedLocation.replace(':token', encodeURIComponent(token))}`;
}
