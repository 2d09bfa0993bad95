import { describe, expect, it } from 'vitest';
import {
  addFormMessages,
  autoDismissAfterMs,
  dismissFormMessage,
  type FormMessage,
} from './form-messages.ts';

const message = (id: string, kind: FormMessage['kind'], closable = true): FormMessage => ({
  id,
  kind,
  text: `${kind} ${id}`,
  closable,
});

describe('form messages', () => {
  it('keeps success and info messages', () => {
    const list = addFormMessages([message('1', 'success')], [message('2', 'info')]);
    expect(list.map((m) => m.id)).toEqual(['1', '2']);
  });
  it('shows errors until a later success clears them', () => {
    const withError = addFormMessages([message('1', 'info')], [message('2', 'error')]);
    expect(withError.map((m) => m.kind)).toEqual(['info', 'error']);
    const afterSuccess = addFormMessages(withError, [message('3', 'success')]);
    expect(afterSuccess.map((m) => m.kind)).toEqual(['info', 'success']);
  });
  it('shows the same text of the same kind once', () => {
    const first = addFormMessages(
      [],
      [{ id: 'a', kind: 'error', text: 'Form not ready', closable: true }],
    );
    const again = addFormMessages(first, [
      { id: 'b', kind: 'error', text: 'Form not ready', closable: true },
    ]);
    expect(again).toHaveLength(1);
  });
  it('dismisses by id', () => {
    expect(dismissFormMessage([message('1', 'info'), message('2', 'error')], '1')).toEqual([
      message('2', 'error'),
    ]);
  });
  it('non-closable messages dismiss themselves after 10 s', () => {
    expect(autoDismissAfterMs(message('1', 'success', false))).toBe(10_000);
    expect(autoDismissAfterMs(message('1', 'success', true))).toBeUndefined();
  });
});
