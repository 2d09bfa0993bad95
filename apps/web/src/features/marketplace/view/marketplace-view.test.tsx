import { describe, expect, test } from 'vitest';
import { HOME_VIEW, pathOf, stateOf, viewFromState } from './marketplace-view.ts';

describe('viewFromState', () => {
  test('reads back every panel it wrote', () => {
    const views = [
      { panel: 'search', query: 'coffee' },
      { panel: 'category', categoryId: 'c1', group: null, subCategoryId: 's1' },
      { panel: 'category', categoryId: null, group: 0, subCategoryId: null },
      { panel: 'nearest' },
      { panel: 'section', section: 'latestOffers' },
      HOME_VIEW,
    ] as const;
    for (const view of views) expect(viewFromState(stateOf(view))).toEqual(view);
  });

  test('anything else in the history entry reads as home', () => {
    for (const state of [
      null,
      undefined,
      'x',
      { isBack: true },
      { marketplaceView: { panel: 'search', query: '   ' } },
      { marketplaceView: { panel: 'category', categoryId: null, group: 7 } },
      { marketplaceView: { panel: 'section', section: 'categories' } },
      { marketplaceView: { panel: 'elsewhere' } },
    ]) {
      expect(viewFromState(state)).toEqual(HOME_VIEW);
    }
  });

  test('a search keeps its words trimmed', () => {
    expect(viewFromState(stateOf({ panel: 'search', query: '  flat white ' }))).toEqual({
      panel: 'search',
      query: 'flat white',
    });
  });

  test('a link naming a category opens it; a panel in the history entry wins over the link', () => {
    expect(viewFromState(null, 'automotive-tyres')).toEqual({
      panel: 'category',
      categoryId: 'automotive-tyres',
      group: null,
      subCategoryId: null,
    });
    expect(viewFromState(stateOf({ panel: 'nearest' }), 'automotive-tyres')).toEqual({
      panel: 'nearest',
    });
  });
});

describe('a search in the address', () => {
  test('is the search panel, whatever the history entry holds', () => {
    expect(viewFromState(null, null, ' beans coffee ')).toEqual({
      panel: 'search',
      query: 'beans coffee',
    });
    expect(viewFromState(stateOf({ panel: 'nearest' }), 'tyres', 'cofee')).toEqual({
      panel: 'search',
      query: 'cofee',
    });
  });

  test('empty words are no search', () => {
    expect(viewFromState(null, null, '  ')).toEqual(HOME_VIEW);
  });

  test('a search’s address carries its words, and reads back as the same search', () => {
    const search = { panel: 'search', query: 'café & 10%' } as const;
    const address = new URL(pathOf(search), 'https://app.example');
    expect(address.pathname).toBe('/my-marketplace');
    expect(viewFromState(null, null, address.searchParams.get('q'))).toEqual(search);
    expect(pathOf({ panel: 'nearest' })).toBe('/my-marketplace');
  });
});
