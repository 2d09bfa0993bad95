import { afterEach, describe, expect, test, vi } from 'vitest';
import { paths } from '@/shared/routes.ts';
import { loadPageCode } from './router.tsx';
import { pageRoutes } from './routes.ts';

/** Watches every page's loader without loading any page. */
function watchPages() {
  return new Map(
    pageRoutes.map((route) => [
      route.path,
      vi.spyOn(route, 'page').mockReturnValue(new Promise<never>(() => undefined)),
    ]),
  );
}

function asked(pages: ReturnType<typeof watchPages>): string[] {
  return [...pages].filter(([, spy]) => spy.mock.calls.length > 0).map(([path]) => path);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadPageCode', () => {
  test("asks for the code of the page at the path, and only that page's", () => {
    const pages = watchPages();
    loadPageCode(paths.cashback);
    expect(asked(pages)).toEqual([paths.cashback]);
  });

  test('matches a path with parameters as the router does', () => {
    const pages = watchPages();
    loadPageCode('/my-marketplace/offer/42');
    expect(asked(pages)).toEqual([paths.marketplaceOffer]);
  });

  test("a page of its own wins over the not-found page's catch-all, which also matches", () => {
    const pages = watchPages();
    loadPageCode(paths.dealershipChange);
    expect(asked(pages)).toEqual([paths.dealershipChange]);
  });

  test("any other path asks for the not-found page's code, as the router will show it", () => {
    const pages = watchPages();
    loadPageCode('/no/such/page');
    expect(asked(pages)).toEqual(['*']);
  });
});
