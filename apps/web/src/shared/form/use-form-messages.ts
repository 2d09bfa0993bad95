import { useCallback, useRef, useState } from 'react';
import {
  addFormMessages,
  dismissFormMessage,
  type FormMessage,
  type FormMessageKind,
} from '@ignite/domain/validation/form-messages';

export type NewFormMessage = { kind: FormMessageKind; text: string; closable?: boolean };

/** A form's own message list, under the rules of spec part 1 section 8 (see the domain). */
export function useFormMessages() {
  const [messages, setMessages] = useState<FormMessage[]>([]);
  const nextId = useRef(0);

  const add = useCallback((incoming: readonly NewFormMessage[]) => {
    const stamped = incoming.map((message) => {
      nextId.current += 1;
      return { closable: true, ...message, id: `form-message-${nextId.current}` };
    });
    setMessages((current) => addFormMessages(current, stamped));
  }, []);

  const dismiss = useCallback((id: string) => {
    setMessages((current) => dismissFormMessage(current, id));
  }, []);

  return { messages, add, dismiss };
}
