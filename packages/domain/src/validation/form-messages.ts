/** Spec part 1 section 8: non-closable form messages dismiss themselves after 10 s. */
export const FORM_MESSAGE_AUTO_DISMISS_MS = 10_000;

export type FormMessageKind = 'success' | 'info' | 'warning' | 'error';

export type FormMessage = {
  id: string;
  kind: FormMessageKind;
  text: string;
  closable: boolean;
};

/**
 * Adds messages to a form's list. Success and info messages are kept; errors stay until a
 * later success clears them. The same text of the same kind is shown once.
 */
export function addFormMessages(
  current: readonly FormMessage[],
  incoming: readonly FormMessage[],
): FormMessage[] {
  const succeeded = incoming.some((message) => message.kind === 'success');
  const kept = succeeded ? current.filter((message) => message.kind !== 'error') : [...current];
  const fresh = incoming.filter(
    (message) => !kept.some((old) => old.kind === message.kind && old.text === message.text),
  );
  return [...kept, ...fresh];
}

export function dismissFormMessage(current: readonly FormMessage[], id: string): FormMessage[] {
  return current.filter((message) => message.id !== id);
}

/** Messages the user cannot close go by themselves. */
export function autoDismissAfterMs(message: FormMessage): number | undefined {
  return message.closable ? undefined : FORM_MESSAGE_AUTO_DISMISS_MS;
}
