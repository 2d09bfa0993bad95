import { paths } from '@/shared/routes.ts';

/**
 * Where the sandbox sends the owner back: the `redirect` it was given when that is a path on
 * this origin, else the cashback profile. A path starting '//' or '/\' is another host to a
 * browser, and a full address could be anyone's: an open redirect would let a forged
 * card-link page send the owner to a look-alike site.
 */
export function safeRedirect(redirect: string | null, origin: string): string {
  if (!redirect || !redirect.startsWith('/') || /^\/[/\\]/.test(redirect)) return paths.cashback;
  try {
    const url = new URL(redirect, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : paths.cashback;
  } catch {
    return paths.cashback;
  }
}
