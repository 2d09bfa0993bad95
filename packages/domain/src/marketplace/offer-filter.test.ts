import { describe, expect, it } from 'vitest';
import { CategoryGroupType, type OfferFilterType, type OfferType } from './marketplace-api.ts';
import {
  cardLinkedAfterChoosing,
  filterOffers,
  hiddenCategoryGroups,
  offeredByApp,
} from './offer-filter.ts';

type TestOffer = {
  id: string;
  offerType: OfferType;
  isCardLinked: boolean;
  offerDistance: number | null;
};

const offer = (
  id: string,
  offerType: OfferType,
  isCardLinked: boolean,
  offerDistance: number | null = null,
): TestOffer => ({ id, offerType, isCardLinked, offerDistance });

const offers: readonly TestOffer[] = Object.freeze([
  offer('store-far', 'instore', true, 12.5),
  offer('online-linked', 'others', true),
  offer('store-unknown-1', 'instore', true, null),
  offer('gift', 'giftcard', false),
  offer('store-near', 'instore', true, 0.4),
  offer('online-plain', 'others', false),
  offer('store-unknown-2', 'instore', true, null),
  offer('store-mid-1', 'instore', true, 3),
  offer('store-unlinked', 'instore', false, 1),
  offer('store-mid-2', 'instore', true, 3),
  offer('store-zero', 'instore', true, 0),
]);

const ids = (list: readonly TestOffer[]) => list.map((o) => o.id);

describe('cardLinkedAfterChoosing', () => {
  it.each<[OfferFilterType, boolean, boolean]>([
    ['All', true, false],
    ['All', false, false],
    ['InStore', false, true],
    ['InStore', true, true],
    ['InApp', true, true],
    ['InApp', false, false],
  ])('choosing %s with the switch %s -> %s', (filterType, current, next) => {
    expect(cardLinkedAfterChoosing(filterType, current)).toBe(next);
  });
});

describe('filterOffers', () => {
  it('All keeps every offer in its order', () => {
    const result = filterOffers(offers, { filterType: 'All', cardLinkedOnly: false });
    expect(ids(result)).toEqual(ids(offers));
    expect(result).not.toBe(offers);
  });

  it('InStore keeps in-store offers, nearest first, missing distances last, ties stable', () => {
    expect(ids(filterOffers(offers, { filterType: 'InStore', cardLinkedOnly: false }))).toEqual([
      'store-zero',
      'store-near',
      'store-unlinked',
      'store-mid-1',
      'store-mid-2',
      'store-far',
      'store-unknown-1',
      'store-unknown-2',
    ]);
  });

  it('InApp keeps offers that are not in-store, in their order', () => {
    expect(ids(filterOffers(offers, { filterType: 'InApp', cardLinkedOnly: false }))).toEqual([
      'online-linked',
      'gift',
      'online-plain',
    ]);
  });

  it('cardLinkedOnly keeps only card-linked offers', () => {
    expect(ids(filterOffers(offers, { filterType: 'All', cardLinkedOnly: true }))).toEqual(
      ids(offers).filter((id) => !['gift', 'online-plain', 'store-unlinked'].includes(id)),
    );
    expect(ids(filterOffers(offers, { filterType: 'InApp', cardLinkedOnly: true }))).toEqual([
      'online-linked',
    ]);
    expect(ids(filterOffers(offers, { filterType: 'InStore', cardLinkedOnly: true }))).toEqual([
      'store-zero',
      'store-near',
      'store-mid-1',
      'store-mid-2',
      'store-far',
      'store-unknown-1',
      'store-unknown-2',
    ]);
  });

  it('does not change the list it is given, and keeps the offers themselves', () => {
    const before = ids(offers);
    const result = filterOffers(offers, { filterType: 'InStore', cardLinkedOnly: false });
    expect(ids(offers)).toEqual(before);
    expect(result[0]).toBe(offers[10]);
  });

  it('answers an empty list with an empty list', () => {
    expect(filterOffers([], { filterType: 'InStore', cardLinkedOnly: true })).toEqual([]);
  });
});

describe('enableAutomotiveRewards (spec part 3 section 3)', () => {
  const items = Object.freeze([
    { id: 'tyres', categoryGroupType: CategoryGroupType.Automotive },
    { id: 'coffee', categoryGroupType: CategoryGroupType.Lifestyle },
    { id: 'service', categoryGroupType: CategoryGroupType.Automotive },
    { id: 'cinema', categoryGroupType: CategoryGroupType.Lifestyle },
  ]);

  it('on: every group is offered, in the given order', () => {
    expect(hiddenCategoryGroups(true)).toEqual([]);
    expect(offeredByApp(items, true).map((item) => item.id)).toEqual([
      'tyres',
      'coffee',
      'service',
      'cinema',
    ]);
  });

  it('off: nothing of the Automotive group is offered; Lifestyle is, in its order', () => {
    expect(hiddenCategoryGroups(false)).toEqual([CategoryGroupType.Automotive]);
    expect(offeredByApp(items, false).map((item) => item.id)).toEqual(['coffee', 'cinema']);
  });
});
