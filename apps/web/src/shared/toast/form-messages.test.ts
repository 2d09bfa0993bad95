import { describe, expect, it } from 'vitest';
import { type FormMessage, withFormMessage } from './form-messages.ts';

const message = (id: number, kind: FormMessage['kind']): FormMessage => ({
  id,
  kind,
  text: `${kind} ${id}`,
  closable: true,
});

describe('form message rules (spec part 1 section 8)', () => {
  it('clears errors when a success follows, keeping success and info', () => {
    const before = [message(1, 'info'), message(2, 'error'), message(3, 'success')];

    expect(withFormMessage(before, message(4, 'success')).map((m) => m.id)).toEqual([1, 3, 4]);
  });

  it('keeps earlier messages when an error, info or warning follows', () => {
    const before = [message(1, 'success'), message(2, 'error')];

    for (const kind of ['error', 'info', 'warning'] as const) {
      expect(withFormMessage(before, message(3, kind)).map((m) => m.id)).toEqual([1, 2, 3]);
    }
  });
});
