import { expect, test } from 'vitest';
import { isCompleteOriginatorCode, originatorCodePathSchema } from './care-plan-api.ts';

test('a reward code is exactly six digits', () => {
  expect(isCompleteOriginatorCode('123456')).toBe(true);
  for (const code of ['12345', '1234567', '12345a', ' 123456', '１２３４５６', '']) {
    expect(isCompleteOriginatorCode(code)).toBe(false);
    expect(originatorCodePathSchema.safeParse({ code }).success).toBe(false);
  }
});
