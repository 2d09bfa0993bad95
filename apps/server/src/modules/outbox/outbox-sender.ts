// Drains the outbox (core/drain-loop.ts: at once when a message is written, and every few
// seconds for messages a crash or a failed try left behind; a failed try waits longer each
// time). A message is marked sent only after its sender took it, so nothing committed is
// lost; a crash between the two sends it again, under the same Message-ID.
import type { Clock } from '../../core/clock.ts';
import { createDrainLoop } from '../../core/drain-loop.ts';
import type { MailSender } from './mail-senders.ts';
import { normaliseMobile } from '@ignite/domain/validation/mobile';
import type { SmsSender } from './sms-senders.ts';
import type { PushSender } from './push-senders.ts';
import type { OutboxRepository, OutboxRow } from './outbox-repository.ts';

export type Attachment = { filename: string; content: Buffer; contentType: string };

/** Builds a message's attachment when it is sent (a document of the vehicle's owner). */
export type AttachmentBuilder = (attachment: {
  document: string;
  vehicleId: string;
}) => Promise<Attachment>;

type Deps = {
  repository: OutboxRepository;
  mail: MailSender;
  sms: SmsSender;
  push: PushSender;
  buildAttachment: AttachmentBuilder;
  clock: Clock;
  from: string;
  pollSeconds: number;
  log: (message: string, error?: unknown) => void;
};

const BATCH = 10;

export function createOutboxSender(deps: Deps) {
  const { repository, mail, clock } = deps;

  async function sendOne(row: OutboxRow) {
    if (row.channel === 'sms') {
      await deps.sms.send({ messageId: row.id, to: normaliseMobile(row.to), body: row.body });
      return;
    }
    if (row.channel === 'push') {
      await deps.push.send({ userId: row.to, payload: row.body });
      return;
    }
    const attachments = await Promise.all(row.attachments.map(deps.buildAttachment));
    await mail.send({
      messageId: `<${row.id}@outbox.ignite>`,
      from: deps.from,
      to: row.to,
      subject: row.subject ?? '',
      text: row.body,
      html: row.html ?? undefined,
      headers: row.headers,
      attachments,
    });
  }

  async function drain() {
    for (;;) {
      const batch = await repository.claimDue(clock(), BATCH);
      for (const row of batch) {
        try {
          await sendOne(row);
          await repository.markSent(row.id, clock());
        } catch (error) {
          deps.log(`outbox: message ${row.id} not sent`, error);
          await repository.markFailed(
            row,
            error instanceof Error ? error.message : String(error),
            clock(),
          );
        }
      }
      if (batch.length < BATCH) return;
    }
  }

  return createDrainLoop(drain, deps.pollSeconds, (error) =>
    deps.log('outbox: drain failed', error),
  );
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;
