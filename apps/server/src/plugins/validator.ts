import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { withoutControlCharacters } from '@ignite/domain/validation/control-characters';

/** Far deeper than any request of ours nests (a trip's route point: four levels). */
const MAX_NESTING = 32;
const NESTING_MESSAGE = `The request must not be nested more than ${MAX_NESTING} levels deep`;

/** Whether lists and objects nest deeper than `levels`; never recurses further than that. */
function nestsDeeperThan(value: unknown, levels: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (levels === 0) return true;
  return Object.values(value).some((item) => nestsDeeperThan(item, levels - 1));
}

/**
 * Every request part (params, query, body, headers) is checked with its contract's zod schema,
 * behind one check for all of them: no string holds a control character (a NUL byte would
 * otherwise reach the database and answer 500). A new endpoint cannot forget it.
 *
 * Before that, a part nested deeper than MAX_NESTING is refused: the control-character walk
 * recurses once per level, and a few kilobytes of brackets (2,000 levels) overflowed the call
 * stack and answered 500 (found by the route fuzz, test/fuzz).
 */
export const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = (route) =>
  zodValidatorCompiler({
    ...route,
    schema: z.pipe(
      z.unknown().check(
        z.superRefine((value, context) => {
          if (nestsDeeperThan(value, MAX_NESTING)) {
            context.addIssue({ code: 'custom', message: NESTING_MESSAGE });
          }
        }),
      ),
      withoutControlCharacters(route.schema),
    ),
  });
