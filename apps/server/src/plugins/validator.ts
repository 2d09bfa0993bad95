import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { withoutControlCharacters } from '@ignite/domain/validation/control-characters';

/**
 * Every request part (params, query, body, headers) is checked with its contract's zod schema,
 * behind one check for all of them: no string holds a control character (a NUL byte would
 * otherwise reach the database and answer 500). A new endpoint cannot forget it.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: withoutControlCharacters(route.schema) });
