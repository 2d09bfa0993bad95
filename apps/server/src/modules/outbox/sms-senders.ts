// Where a text message goes: to an SMS gateway when one is configured, otherwise nowhere
// further: the outbox row is the local delivery, read in demo mode at GET /api/demo/outbox and
// /debug/outbox (a person reads the code there).
//
// The gateway adapter speaks Twilio's Programmable Messaging API (decision 0023): a form POST of
// To, From and Body to /2010-04-01/Accounts/{AccountSid}/Messages.json with basic auth. Any
// gateway with that API works; TWILIO_API_URL points it elsewhere (a test's stand-in, a proxy).

export type OutgoingSms = {
  /** The outbox row's id: stable across retries, sent as the status callback's reference. */
  messageId: string;
  to: string;
  body: string;
};

export type SmsSender = {
  /** 'local' keeps texts in the outbox; 'gateway' hands them to the SMS gateway. */
  kind: 'local' | 'gateway';
  send(sms: OutgoingSms): Promise<void>;
};

export const localSmsSender: SmsSender = {
  kind: 'local',
  async send() {
    // Delivered where it already is: the outbox table.
  },
};

export type SmsGatewayConfig = {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The sender: a number in E.164 form, or a messaging service's sid (MG...). */
  from: string;
};

/** A gateway that does not answer within this is treated as a failed try (retried later). */
const GATEWAY_TIMEOUT_MS = 10_000;

export function smsGatewaySender(config: SmsGatewayConfig): SmsSender {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
    config.apiUrl,
  );
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const sender = config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    kind: 'gateway',
    async send(sms) {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: sms.to, [sender]: config.from, Body: sms.body }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      if (answer.status >= 200 && answer.status < 300) return;
      const detail = (await answer.json().catch(() => null)) as { message?: string } | null;
      throw new Error(`SMS gateway answered ${answer.status}: ${detail?.message ?? 'no detail'}`);
    },
  };
}
