// Where an email goes: over SMTP when SMTP_URL is set (nodemailer), otherwise nowhere further:
// the outbox row is the local delivery, read in demo mode at GET /api/demo/outbox and
// /debug/outbox.
import nodemailer from 'nodemailer';

export type OutgoingEmail = {
  /** Stable per message, so a resend after a crash is recognisably the same email. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part beside the text, where the message has one. */
  html?: string;
  /** Extra headers (a reminder's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  attachments: { filename: string; content: Buffer; contentType: string }[];
};

export type MailSender = {
  /** 'local' keeps mail in the outbox; 'smtp' hands it to a mail server. */
  kind: 'local' | 'smtp';
  send(email: OutgoingEmail): Promise<void>;
};

export const localMailSender: MailSender = {
  kind: 'local',
  async send() {
    // Delivered where it already is: the outbox table.
  },
};

export function smtpMailSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(email) {
      await transport.sendMail({
        messageId: email.messageId,
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html === undefined ? {} : { html: email.html }),
        headers: email.headers ?? {},
        attachments: email.attachments,
      });
    },
  };
}
