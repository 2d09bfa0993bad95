import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { unsupportedLinkNotice } from '@ignite/domain/contact-notice';
import { clearToasts, getToasts } from '@/shared/toast/toast-store.ts';
import { ContactLink, contactHref, type ContactKind } from './contact-link.tsx';

const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const LINKS: [ContactKind, string][] = [
  ['call', '1300 472 846'],
  ['text', '0412 345 678'],
  ['email', 'service@harbourcity.example'],
];

/** Clicks the link and answers whether the browser would still follow it. */
function click(link: HTMLElement): boolean {
  let followed = false;
  const watch = (event: Event) => {
    followed = !event.defaultPrevented;
    // The simulated DOM is not to leave the page for a tel: address.
    event.preventDefault();
  };
  document.addEventListener('click', watch);
  fireEvent.click(link);
  document.removeEventListener('click', watch);
  return followed;
}

function renderLink(kind: ContactKind, value: string) {
  render(
    <ContactLink kind={kind} value={value}>
      Contact
    </ContactLink>,
  );
  return screen.getByRole('link', { name: 'Contact' });
}

afterEach(() => clearToasts());

describe('contact links', () => {
  test('are real tel:, sms: and mailto: links', () => {
    expect(contactHref('call', '1300 472 846')).toBe('tel:1300472846');
    expect(contactHref('text', '0412 345 678')).toBe('sms:0412345678');
    expect(contactHref('email', 'service@harbourcity.example')).toBe(
      'mailto:service@harbourcity.example',
    );
  });

  test.each(LINKS)(
    '%s link on a desktop browser: the notice, and the link is still followed',
    (kind, value) => {
      vi.stubGlobal('navigator', { userAgent: DESKTOP_CHROME, maxTouchPoints: 0 });
      const link = renderLink(kind, value);
      expect(link.getAttribute('href')).toBe(contactHref(kind, value));
      expect(click(link)).toBe(true);
      expect(getToasts().map((t) => [t.kind, t.message])).toEqual([
        ['info', unsupportedLinkNotice(kind, value)],
      ]);
    },
  );

  test.each(LINKS)('%s link on a phone: no notice', (kind, value) => {
    vi.stubGlobal('navigator', { userAgent: IPHONE, maxTouchPoints: 5 });
    expect(click(renderLink(kind, value))).toBe(true);
    expect(getToasts()).toEqual([]);
  });
});
