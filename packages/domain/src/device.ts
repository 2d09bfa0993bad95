// Spec part 1 section 9: "Mobile detection is by user agent." A phone or tablet can hand a
// call, text or email link to its own app; a desktop browser may have nothing to hand it to
// (spec part 2 section 8's notice).

/**
 * The words a phone's or tablet's browser puts in its user agent: Android (phones and
 * tablets), iPhone, iPod and the iPad before iPadOS 13, and the older mobile systems.
 */
const MOBILE_USER_AGENT =
  /Android|iPhone|iPad|iPod|webOS|BlackBerry|BB10|IEMobile|Windows Phone|Opera Mini|Mobi/i;

/** What the browser says about itself (navigator.userAgent and navigator.maxTouchPoints). */
export type BrowserIdentity = { userAgent: string; maxTouchPoints?: number };

/**
 * Whether the browser runs on a phone or tablet, by its user agent. Since iPadOS 13 an iPad's
 * Safari asks for desktop sites and says it is a Mac; a Mac has no touch screen, so a "Mac"
 * with touch points is taken to be the iPad it is.
 */
export function isMobileDevice({ userAgent, maxTouchPoints = 0 }: BrowserIdentity): boolean {
  if (MOBILE_USER_AGENT.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}
