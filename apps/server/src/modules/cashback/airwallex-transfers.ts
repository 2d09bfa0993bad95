// Payouts through Airwallex's Transfers API (decision 0052): the real bank side of a payout.
// One access token (POST /api/v1/authentication/login with x-client-id and x-api-key, valid
// 30 minutes) is reused until shortly before its expires_at. A payout is one transfer, created
// with the payout's id as request_id; a retry first looks the transfer up by that request_id,
// so a try whose answer was lost is not sent twice.
import type { AirwallexConfig } from '../../config/config.ts';
import type { Clock } from '../../core/clock.ts';
import type { BankTransfers, TransferOutcome, TransferRequest } from './bank-transfers.ts';

/** The API version the request and callback shapes below are written against. */
export const AIRWALLEX_API_VERSION = '2024-09-27';
/** Shown on the owner's bank statement. */
const STATEMENT_REFERENCE = 'Cashback payout';
/** One of Airwallex's transfer reasons: money of the owner's own, paid to them. */
const TRANSFER_REASON = 'personal_remittance';
/** A token is renewed this long before Airwallex says it expires. */
const TOKEN_MARGIN_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

type AirwallexTransfer = { id: string; request_id?: string; status: string; reason?: string };

/** An answer that must be tried again later: Airwallex unreachable, busy or failing. */
class AirwallexUnavailable extends Error {}

/**
 * What an Airwallex transfer status means for a payout. PAID is money in the owner's account;
 * FAILED and CANCELLED are money that never arrives (or came back), so it returns to the
 * wallet; every other status (SCHEDULED, OVERDUE, PROCESSING, SENT, the approval states) is
 * on its way.
 */
export function outcomeOfStatus(transfer: AirwallexTransfer): TransferOutcome {
  if (transfer.status === 'PAID') return { status: 'completed', reference: transfer.id };
  if (transfer.status === 'FAILED' || transfer.status === 'CANCELLED') {
    return {
      status: 'rejected',
      reason: `Airwallex: ${transfer.status}${transfer.reason ? ` (${transfer.reason})` : ''}`,
      reference: transfer.id,
    };
  }
  return { status: 'sent', reference: transfer.id };
}

export function airwallexTransfers(
  config: AirwallexConfig,
  clock: Clock,
  fetchImpl: typeof fetch = fetch,
): BankTransfers {
  let token: { value: string; renewAt: number } | null = null;

  async function send(path: string, init: RequestInit) {
    try {
      return await fetchImpl(`${config.apiUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new AirwallexUnavailable(`Airwallex could not be reached: ${String(error)}`);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && clock().getTime() < token.renewAt) return token.value;
    const response = await send('/api/v1/authentication/login', {
      method: 'POST',
      headers: { 'x-client-id': config.clientId, 'x-api-key': config.apiKey },
    });
    if (response.status !== 201 && response.status !== 200) {
      throw new AirwallexUnavailable(`Airwallex refused the login: HTTP ${response.status}`);
    }
    const body = (await response.json()) as { token?: string; expires_at?: string };
    if (!body.token) throw new AirwallexUnavailable('Airwallex answered the login without a token');
    const expiresAt = Date.parse(body.expires_at ?? '');
    const renewAt = Number.isNaN(expiresAt)
      ? clock().getTime() + 25 * 60_000
      : expiresAt - TOKEN_MARGIN_MS;
    token = { value: body.token, renewAt };
    return token.value;
  }

  /** A call with the token; a 401 (a token revoked early) logs in again once. */
  async function call(path: string, init: RequestInit = {}, again = true): Promise<Response> {
    const response = await send(path, {
      ...init,
      headers: {
        ...init.headers,
        authorization: `Bearer ${await accessToken()}`,
        'x-api-version': AIRWALLEX_API_VERSION,
      },
    });
    if (response.status === 401 && again) {
      token = null;
      return call(path, init, false);
    }
    if (response.status === 429 || response.status >= 500 || response.status === 401) {
      throw new AirwallexUnavailable(`Airwallex answered HTTP ${response.status}`);
    }
    return response;
  }

  /** The transfer an earlier try created for this payout, if it reached Airwallex. */
  async function earlierTry(payoutId: string): Promise<AirwallexTransfer | null> {
    const response = await call(`/api/v1/transfers?request_id=${encodeURIComponent(payoutId)}`);
    if (!response.ok) throw new AirwallexUnavailable(`Airwallex answered HTTP ${response.status}`);
    const body = (await response.json()) as { items?: AirwallexTransfer[] };
    return body.items?.find((item) => item.request_id === payoutId) ?? null;
  }

  return {
    async transfer(request: TransferRequest) {
      if (request.attempt > 1) {
        const earlier = await earlierTry(request.payoutId);
        if (earlier) return outcomeOfStatus(earlier);
      }
      const response = await call('/api/v1/transfers/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(transferBody(request)),
      });
      const body = (await response.json().catch(() => ({}))) as Partial<AirwallexTransfer> & {
        code?: string;
        message?: string;
      };
      if (response.ok && body.id && body.status) {
        return outcomeOfStatus(body as AirwallexTransfer);
      }
      // A 4xx other than 401 and 429: Airwallex will not make this transfer as asked (an
      // account it does not accept, say). The money goes back to the owner's wallet.
      return {
        status: 'rejected',
        reason: `Airwallex refused the transfer: ${body.code ?? `HTTP ${response.status}`}${
          body.message ? ` (${body.message})` : ''
        }`,
      };
    },

    async check(reference: string) {
      const response = await call(`/api/v1/transfers/${encodeURIComponent(reference)}`);
      if (!response.ok)
        throw new AirwallexUnavailable(`Airwallex answered HTTP ${response.status}`);
      return outcomeOfStatus((await response.json()) as AirwallexTransfer);
    },
  };
}

/** A local AUD bank transfer (BECS) to the owner's BSB and account number. */
function transferBody(request: TransferRequest) {
  return {
    request_id: request.payoutId,
    source_currency: 'AUD',
    transfer_currency: 'AUD',
    transfer_amount: request.amountCents / 100,
    transfer_method: 'LOCAL',
    reason: TRANSFER_REASON,
    reference: STATEMENT_REFERENCE,
    beneficiary: {
      type: 'BANK_ACCOUNT',
      entity_type: 'PERSONAL',
      bank_details: {
        account_currency: 'AUD',
        account_name: request.accountName,
        account_number: request.accountNumber.replace(/\D/g, ''),
        account_routing_type1: 'bsb',
        account_routing_value1: request.bsb.replace(/\D/g, ''),
        bank_country_code: 'AU',
        local_clearing_system: 'BANK_TRANSFER',
      },
    },
  };
}
