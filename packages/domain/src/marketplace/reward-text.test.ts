import { describe, expect, it } from 'vitest';
import { DEFAULT_REWARD_TEXT, rewardText } from './reward-text.ts';

describe('rewardText', () => {
  it('defaults to the spec text', () => {
    expect(DEFAULT_REWARD_TEXT).toBe('Great Savings');
  });

  describe('a number with cashback', () => {
    it.each([
      ['10% cashback', '10% Cashback'],
      ['$15 cashback', '$15 Cashback'],
      ['2.5% Cash back', '2.5% Cashback'],
      ['Get 5% cash-back on tyres', '5% Cashback'],
      ['Up to 12 % CASHBACK online', '12% Cashback'],
      ['$ 20 Cashback on your first service', '$20 Cashback'],
      ['$1,250.50 cashback on a new bike', '$1,250.50 Cashback'],
      ['$7.50 cashback', '$7.50 Cashback'],
      ['Earn 15% Cashback*', '15% Cashback'],
    ])('%j -> %j', (title, reward) => {
      expect(rewardText(title)).toBe(reward);
    });
  });

  describe('an amount per litre', () => {
    it.each([
      ['4c per litre', '4c per litre'],
      ['4c/L', '4c per litre'],
      ['$0.04 per litre', '4c per litre'],
      ['Save 4C/l on fuel', '4c per litre'],
      ['6 cents off per litre at the pump', '6c per litre'],
      ['4.5c a litre', '4.5c per litre'],
      ['$0.10 / L on premium', '10c per litre'],
      ['$0.045 per liter', '4.5c per litre'],
      ['8¢ per litre', '8c per litre'],
      ['3c / ltr', '3c per litre'],
      ['SAVE 4C PER LITRE', '4c per litre'],
    ])('%j -> %j', (title, reward) => {
      expect(rewardText(title)).toBe(reward);
    });
  });

  it('prefers the cashback when a title carries both', () => {
    expect(rewardText('4c per litre and 2% cashback in store')).toBe('2% Cashback');
  });

  describe('titles with neither', () => {
    it.each([
      '',
      'Great deals on tyres',
      'Cashback on every purchase',
      '10% off all services',
      '$15 off your next wash',
      'Free car wash with every litre',
      '4 litres of oil for $40',
      'Save at the pump per litre',
      'Visit us at 4 Clark Lane',
    ])('%j -> Great Savings', (title) => {
      expect(rewardText(title)).toBe('Great Savings');
    });
  });
});
