import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod/mini';

const compileJsonSerializer = SerializerSelector()();

/**
 * Responses are written by Fastify's own compiled serializer (fast-json-stringify) from the
 * JSON Schema of each route's zod response schema. Like zod's parse it writes only the
 * declared fields, so nothing undeclared (a password hash, say) can leak; unlike it, it does
 * not validate every answer at run time, which cost a quarter of a small request. The
 * handlers' return types are checked against the same schemas at compile time.
 */
export const zodResponseSerializer: FastifySerializerCompiler<z.core.$ZodType> = ({
  schema,
  method,
  url,
  httpStatus,
}) =>
  compileJsonSerializer({
    schema: z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }),
    method,
    url,
    httpStatus: httpStatus ?? 'default',
  });
