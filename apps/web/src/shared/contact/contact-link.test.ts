import { describe, expect, test } from 'vitest';
import { contactHref, unsupportedNotice } from './contact-link.tsx';

describe('contact links', () => {
  test('are real tel:, sms: and mailto: links', () => {
    expect(contactHref('call', '1300 472 846')).toBe('tel:1300472846');
    expect(contactHref('text', '0412 345 678')).toBe('sms:0412345678');
    expect(contactHref('email', 'service@harbourcity.example')).toBe(
      'mailto:service@harbourcity.example',
    );
  });

  test('a call or text the browser cannot make gives the number to dial instead', () => {
    expect(unsupportedNotice('call', '1300472846')).toBe(
      'Calling is not supported from a browser. Call 1300 47 28 46 from your phone.',
    );
    expect(unsupportedNotice('text', '0412345678')).toBe(
      'Text messages are not supported from a browser. Text 0412 345 678 from your phone.',
    );
    expect(unsupportedNotice('email', 'a@b.example')).toBeNull();
  });
});
