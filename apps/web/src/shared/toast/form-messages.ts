import { useCallback, useEffect, useRef, useState } from 'react';

export type FormMessageKind = 'success' | 'info' | 'warning' | 'error';

export type FormMessage = {
  id: number;
  kind: FormMessageKind;
  text: string;
  /** A closable message stays until closed; one that is not goes by itself. */
  closable: boolean;
};

/** Spec part 1 section 8: non-closable form messages auto-dismiss after 10 s. */
export const NON_CLOSABLE_LIFETIME_MS = 10_000;

/**
 * Spec part 1 section 8, form messages: success and info are kept; errors show in the form
 * and a later success clears them.
 */
export function withFormMessage(
  messages: readonly FormMessage[],
  added: FormMessage,
): FormMessage[] {
  const kept = added.kind === 'success' ? messages.filter((m) => m.kind !== 'error') : messages;
  return [...kept, added];
}

/** A form's messages, with the spec's rules and the 10 s lifetime of non-closable ones. */
export function useFormMessages() {
  const [messages, setMessages] = useState<readonly FormMessage[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setMessages((current) => current.filter((m) => m.id !== id));
  }, []);

  const add = useCallback(
    (kind: FormMessageKind, text: string, closable = true) => {
      const id = nextId.current++;
      if (!closable)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), NON_CLOSABLE_LIFETIME_MS),
        );
      setMessages((current) => withFormMessage(current, { id, kind, text, closable }));
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  return { messages, add, dismiss };
}
