import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { formatPhoneNumber } from '@ignite/domain/format/phone-display';
import { toast } from '@/shared/toast/toast-store.ts';

export type ContactKind = 'call' | 'text' | 'email';

/** The digits (and a leading +) a tel: or sms: link dials. */
const dialable = (number: string) => number.replace(/[^\d+]/g, '');

export function contactHref(kind: ContactKind, value: string): string {
  if (kind === 'email') return `mailto:${value}`;
  return `${kind === 'call' ? 'tel' : 'sms'}:${dialable(value)}`;
}

/**
 * Spec part 2 section 8: where the browser cannot follow a call or text link, a notice says so.
 * A device without a touch screen is taken to be a desktop browser, which has no phone to
 * hand the link to; the notice gives the number to dial instead. The link is still followed,
 * for a desktop that does have a calling app.
 */
export function unsupportedNotice(kind: ContactKind, value: string): string | null {
  if (kind === 'email') return null;
  const number = formatPhoneNumber(value);
  return kind === 'call'
    ? `Calling is not supported from a browser. Call ${number} from your phone.`
    : `Text messages are not supported from a browser. Text ${number} from your phone.`;
}

/** No touch screen: taken to be a desktop browser, with no phone to hand a link to. */
export const isDesktopBrowser = () =>
  typeof window.matchMedia === 'function' && !window.matchMedia('(pointer: coarse)').matches;

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  kind: ContactKind;
  /** The phone number or email address. */
  value: string;
  children: ReactNode;
};

/** A real tel:, sms: or mailto: link, with the spec's notice where it cannot be followed. */
export function ContactLink({ kind, value, onClick, children, ...props }: Props) {
  return (
    <a
      {...props}
      href={contactHref(kind, value)}
      onClick={(event) => {
        onClick?.(event);
        const notice = unsupportedNotice(kind, value);
        if (notice && isDesktopBrowser()) toast.info(notice);
      }}
    >
      {children}
    </a>
  );
}
