import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  CONTROL_CHARACTER_MESSAGE,
  controlCharacterPaths,
  withoutControlCharacters,
} from './control-characters.ts';

describe('controlCharacterPaths', () => {
  it('finds NUL, the other C0 controls, DEL and the C1 controls', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1f, 0x7f, 0x80, 0x9f]) {
      expect(controlCharacterPaths(`a${String.fromCharCode(code)}b`)).toEqual([[]]);
    }
  });

  it('lets tab, line feed, carriage return and every printable character through', () => {
    for (const text of ['a\tb', 'line\nnext', 'a\r\nb', ' ~', '\u00a0é€😀', 'Ōtautahi']) {
      expect(controlCharacterPaths(text)).toEqual([]);
    }
  });

  it('gives the path of each one in objects, arrays and keys', () => {
    const value = {
      nickname: 'The\u0000RAV',
      regoState: 'NSW',
      list: ['ok', 'bad\u0007'],
      nested: { 'key\u0000': 'fine' },
      count: 3,
      none: null,
    };
    expect(controlCharacterPaths(value)).toEqual([
      ['nickname'],
      ['list', 1],
      ['nested', 'key\u0000'],
    ]);
  });
});

describe('withoutControlCharacters', () => {
  const schema = withoutControlCharacters(
    z.strictObject({ username: z.string().check(z.minLength(1)) }),
  );

  it('refuses a control character with its path, before the schema runs', () => {
    const result = schema.safeParse({ username: 'owner\u0000', extra: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['username'], CONTROL_CHARACTER_MESSAGE],
    ]);
  });

  it('hands clean input to the schema, whose own rules then apply', () => {
    expect(schema.parse({ username: 'owner@demo.ignite' })).toEqual({
      username: 'owner@demo.ignite',
    });
    expect(schema.safeParse({ username: '' }).success).toBe(false);
  });
});
