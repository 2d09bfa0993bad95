// Spec part 2 section 8: "A link type unsupported in the browser (call, text message, email)
// shows a notice that the function is not supported from a browser."
import { formatPhoneNumber } from './format/phone-display.ts';

export type ContactKind = 'call' | 'text' | 'email';

/**
 * The notice a desktop browser (device.ts: not a mobile device) shows for a call, text or
 * email link, with the number or address to use instead. The link is still followed, for a
 * desktop that does have a calling or mail app.
 */
export function unsupportedLinkNotice(kind: ContactKind, value: string): string {
  if (kind === 'email') {
    return `Email is not supported from a browser. Write to ${value.trim()} from your phone or mail app.`;
  }
  const number = formatPhoneNumber(value);
  return kind === 'call'
    ? `Calling is not supported from a browser. Call ${number} from your phone.`
    : `Text messages are not supported from a browser. Text ${number} from your phone.`;
}
