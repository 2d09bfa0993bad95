import { Outbox } from './outbox.tsx';

/**
 * /debug/outbox (demo mode): the outbox in the owner's shell. Staff have their own page under
 * dealer mode's header; the two share the outbox itself, each page its own chunk.
 */
export function OutboxPage() {
  return <Outbox />;
}
