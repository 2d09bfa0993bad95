import type { SaveAnswer } from '@ignite/domain/validation/form-save';

const FAKE_SAVE_MS = 400;

/**
 * A pretend API call that answers after 400 ms, faster than the 900 ms Saving floor, so the
 * floor can be seen doing its job. Told to fail, it answers like the API does: a result whose
 * success is false, with a message.
 */
export function fakeSave(fail: boolean): Promise<SaveAnswer> {
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve(
          fail
            ? { success: false, messages: ['The demo server refused this save, as you asked.'] }
            : { success: true, messages: [] },
        ),
      FAKE_SAVE_MS,
    );
  });
}
