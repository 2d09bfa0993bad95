import { describe, expect, it } from 'vitest';
import { unsupportedLinkNotice } from './contact-notice.ts';

describe('the notice for a link a browser cannot follow (spec part 2 section 8)', () => {
  it('a call gives the number to dial, as the number is shown', () => {
    expect(unsupportedLinkNotice('call', '1300472846')).toBe(
      'Calling is not supported from a browser. Call 1300 47 28 46 from your phone.',
    );
  });

  it('a text message gives the number to text', () => {
    expect(unsupportedLinkNotice('text', '0412345678')).toBe(
      'Text messages are not supported from a browser. Text 0412 345 678 from your phone.',
    );
  });

  it('an email gives the address to write to', () => {
    expect(unsupportedLinkNotice('email', ' service@harbourcity.example ')).toBe(
      'Email is not supported from a browser. Write to service@harbourcity.example from your phone or mail app.',
    );
  });
});
