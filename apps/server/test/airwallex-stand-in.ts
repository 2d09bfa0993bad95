// A local stand-in for Airwallex's Transfers API (the system's edge, decision 0052), on
// 127.0.0.1 with an ephemeral port: it speaks the documented calls the adapter makes, checks
// what Airwallex checks (the login's headers, the bearer token, an AUD bank transfer's
// required fields, one transfer per request_id) and signs webhook events as Airwallex does.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signPayoutEvent } from '../src/modules/cashback/payout-event-signature.ts';

export const STAND_IN_CLIENT_ID = 'stand-in-client-id';
export const STAND_IN_API_KEY = 'stand-in-api-key-0123456789';
export const STAND_IN_WEBHOOK_SECRET = 'stand-in-webhook-secret-0123456789';

export type StoredTransfer = {
  id: string;
  request_id: string;
  status: string;
  transfer_amount: number;
  transfer_currency: string;
  beneficiary: { bank_details: Record<string, string> };
  reason: string;
  reference: string;
};

type Json = Record<string, unknown>;

export function airwallexStandIn() {
  const transfers: StoredTransfer[] = [];
  const tokens = new Set<string>();
  const logins: number[] = [];
  let failNext = 0;
  let statusOnCreate = 'PROCESSING';

  const answer = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  /** Airwallex's required fields of a local AUD transfer (its Australia payout guide). */
  function problemOf(body: Json): string | null {
    const bank = ((body.beneficiary as Json | undefined)?.bank_details ?? {}) as Json;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    if (typeof body.request_id !== 'string' || body.request_id.length === 0) return 'request_id';
    if (body.transfer_currency !== 'AUD' || body.source_currency !== 'AUD') return 'currency';
    if (typeof body.transfer_amount !== 'number' || body.transfer_amount <= 0) {
      return 'transfer_amount';
    }
    if (body.transfer_method !== 'LOCAL') return 'transfer_method';
    if (!text(body.reason) || !text(body.reference)) return 'reason';
    if (bank.account_currency !== 'AUD' || bank.bank_country_code !== 'AU') return 'bank_country';
    if (!/^.{2,200}$/.test(text(bank.account_name))) return 'account_name';
    if (!/^\d{4,9}$/.test(text(bank.account_number))) return 'account_number';
    if (
      bank.account_routing_type1 !== 'bsb' ||
      !/^\d{6}$/.test(text(bank.account_routing_value1))
    ) {
      return 'account_routing_value1';
    }
    return null;
  }

  function route(request: IncomingMessage, raw: string, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'POST' && url.pathname === '/api/v1/authentication/login') {
      const ok =
        request.headers['x-client-id'] === STAND_IN_CLIENT_ID &&
        request.headers['x-api-key'] === STAND_IN_API_KEY;
      if (!ok) return answer(response, 401, { code: 'credentials_invalid', message: 'Invalid' });
      const token = randomBytes(12).toString('hex');
      tokens.add(token);
      logins.push(Date.now());
      return answer(response, 201, {
        token,
        expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      });
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer)) return answer(response, 401, { code: 'unauthorized', message: '' });
    if (failNext > 0) {
      failNext -= 1;
      return answer(response, 503, { code: 'service_unavailable', message: 'Try later' });
    }
    if (request.method === 'POST' && url.pathname === '/api/v1/transfers/create') {
      const body = JSON.parse(raw) as Json;
      const field = problemOf(body);
      if (field) {
        return answer(response, 400, {
          code: 'invalid_argument',
          message: `${field} is invalid`,
          source: field,
        });
      }
      if (transfers.some((t) => t.request_id === body.request_id)) {
        return answer(response, 400, { code: 'duplicate_request', message: 'request_id used' });
      }
      const transfer: StoredTransfer = {
        id: `transfer_${randomBytes(6).toString('hex')}`,
        request_id: String(body.request_id),
        status: statusOnCreate,
        transfer_amount: Number(body.transfer_amount),
        transfer_currency: String(body.transfer_currency),
        beneficiary: body.beneficiary as StoredTransfer['beneficiary'],
        reason: String(body.reason),
        reference: String(body.reference),
      };
      transfers.push(transfer);
      return answer(response, 201, transfer);
    }
    if (request.method === 'GET' && url.pathname === '/api/v1/transfers') {
      const requestId = url.searchParams.get('request_id');
      const items = transfers.filter((t) => !requestId || t.request_id === requestId);
      return answer(response, 200, { has_more: false, items });
    }
    const one = /^\/api\/v1\/transfers\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && one) {
      const transfer = transfers.find((t) => t.id === one[1]);
      return transfer
        ? answer(response, 200, transfer)
        : answer(response, 404, { code: 'not_found', message: 'No such transfer' });
    }
    return answer(response, 404, { code: 'not_found', message: 'No such endpoint' });
  }

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => route(request, raw, response));
  });

  return {
    transfers,
    logins,
    /** The next `times` authenticated calls answer 503. */
    failNext(times: number) {
      failNext = times;
    },
    /** The status a new transfer is created in (PROCESSING unless told). */
    createIn(status: string) {
      statusOnCreate = status;
    },
    /** Moves a transfer on, and answers the webhook Airwallex then posts, signed. */
    event(transferId: string, status: string, at: Date, secret = STAND_IN_WEBHOOK_SECRET) {
      const transfer = transfers.find((t) => t.id === transferId);
      if (!transfer) throw new Error(`no transfer ${transferId}`);
      transfer.status = status;
      const payload = JSON.stringify({
        id: `evt_${randomBytes(6).toString('hex')}`,
        name: `payout.transfer.${status.toLowerCase()}`,
        account_id: 'acct_stand_in',
        data: { object: { ...transfer } },
        created_at: at.toISOString(),
        version: '2024-09-27',
      });
      const timestamp = String(at.getTime());
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'x-timestamp': timestamp,
          'x-signature': signPayoutEvent(secret, timestamp, payload),
        },
      };
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
