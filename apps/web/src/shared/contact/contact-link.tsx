import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { type ContactKind, unsupportedLinkNotice } from '@ignite/domain/contact-notice';
import { isMobileDevice } from '@ignite/domain/device';
import { toast } from '@/shared/toast/toast-store.ts';

export type { ContactKind };

/** The digits (and a leading +) a tel: or sms: link dials. */
const dialable = (number: string) => number.replace(/[^\d+]/g, '');

export function contactHref(kind: ContactKind, value: string): string {
  if (kind === 'email') return `mailto:${value}`;
  return `${kind === 'call' ? 'tel' : 'sms'}:${dialable(value)}`;
}

/** Not a phone or tablet by its user agent (spec part 1 section 9): a desktop browser. */
export const isDesktopBrowser = () =>
  !isMobileDevice({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints });

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  kind: ContactKind;
  /** The phone number or email address. */
  value: string;
  children: ReactNode;
};

/**
 * A real tel:, sms: or mailto: link. On a desktop browser it also shows the spec's notice that
 * the function is not supported from a browser (spec part 2 section 8), with the number or
 * address to use instead; the link is still followed, for a desktop with a calling or mail app.
 */
export function ContactLink({ kind, value, onClick, children, ...props }: Props) {
  return (
    <a
      {...props}
      href={contactHref(kind, value)}
      onClick={(event) => {
        onClick?.(event);
        if (isDesktopBrowser()) toast.info(unsupportedLinkNotice(kind, value));
      }}
    >
      {children}
    </a>
  );
}
