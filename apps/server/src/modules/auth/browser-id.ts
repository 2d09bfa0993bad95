import { randomUUID } from 'node:crypto';
import { z } from 'zod/mini';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../core/http-errors.ts';

const browserIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/** The X-BROWSER-ID header, if the client sent one; a malformed one is a bad request. */
export function browserIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers['x-browser-id'];
  if (value === undefined) return undefined;
  const parsed = browserIdSchema.safeParse(value);
  if (!parsed.success) throw badRequest('X-BROWSER-ID must be 8 to 64 letters, digits, - or _');
  return parsed.data;
}

/** A new session keeps the browser's id, or gives the browser one. */
export function browserIdForNewSession(request: FastifyRequest): string {
  return browserIdOf(request) ?? randomUUID();
}
