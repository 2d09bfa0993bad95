import { useEffect, useState } from 'react';
import { LOADING_MESSAGE_MS } from '@ignite/domain/welcome-flow/welcome-flow-api';

/** Spec part 2 section 4: the loading panel, its messages taking turns every 2 s. */
export function LoadingPanel({ messages }: { messages: readonly string[] }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (messages.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % messages.length), LOADING_MESSAGE_MS);
    return () => clearInterval(timer);
  }, [messages]);
  return (
    <section className="flex flex-col items-center gap-6 pt-16 text-center" aria-busy="true">
      <span className="size-12 animate-spin rounded-full border-4 border-raised border-t-accent" />
      {/* A new key per message replays the fade (animate-message-in: LOADING_TRANSITION_MS). */}
      <p key={index} role="status" className="animate-message-in text-xl font-semibold">
        {messages[index] ?? messages[0]}
      </p>
    </section>
  );
}
