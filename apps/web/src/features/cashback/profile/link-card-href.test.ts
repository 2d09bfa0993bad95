import { describe, expect, test } from 'vitest';
import { linkCardHref } from './link-card-href.ts';

describe('the Link card address (spec part 3 section 4)', () => {
  test('the sandbox page opens on this origin, with the token and a redirect back here', () => {
    const href = linkCardHref(
      'http://localhost:3000/sandbox/card-link?token=abcDEF123_-abcDEF123',
      { pathname: '/ignite', search: '' },
      'http://127.0.0.1:4000',
    );
    expect(href).toBe('/sandbox/card-link?token=abcDEF123_-abcDEF123&redirect=%2Fignite');
  });

  test("a real provider's page keeps its own address; the redirect keeps the query", () => {
    const href = linkCardHref(
      'https://cards.example.com/link?token=t0k3n',
      { pathname: '/ignite/transactions', search: '?x=1' },
      'https://app.example.com',
    );
    const url = new URL(href);
    expect(url.origin).toBe('https://cards.example.com');
    expect(url.searchParams.get('token')).toBe('t0k3n');
    expect(url.searchParams.get('redirect')).toBe('/ignite/transactions?x=1');
  });
});
