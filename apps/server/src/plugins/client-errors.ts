import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../core/result.ts';

/**
 * Failures that happen before a route runs answer the same `{ success, status, data,
 * messages }` shape as everything else. Fastify writes its own shape for two kinds of them:
 * Node's HTTP parser giving up on a connection (clientError) and the router refusing a URL
 * (frameworkErrors). Both are replaced here.
 */

const PARSER_ANSWERS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
};
const MALFORMED = { status: 400, message: 'The request is not valid HTTP' };

/** Node's `clientError`: a malformed, oversized or too slow request on a raw socket. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  // A reset or destroyed socket has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = PARSER_ANSWERS[error.code ?? ''] ?? MALFORMED;
  if (socket.writable) {
    const body = JSON.stringify(failure(status, [message]));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

const ROUTER_ANSWERS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not a valid URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long' },
};

/** Fastify's `frameworkErrors`: the router refused the URL before any route matched. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const { status, message } = ROUTER_ANSWERS[error.code] ?? {
    status: 400,
    message: 'The request could not be read',
  };
  return reply.code(status).send(failure(status, [message]));
}
