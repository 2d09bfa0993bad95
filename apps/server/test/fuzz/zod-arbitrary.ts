// Valid-ish values from a zod schema, for the route fuzz (fuzz-routes.test.ts): each kind our
// endpoint contracts use (objects, strings with lengths, patterns and formats, numbers with
// bounds, booleans, enums, literals, arrays, optional, nullable, defaults, unions, pipes and
// transforms) gives a fast-check arbitrary that mostly satisfies the schema. Refinements the
// schema only checks in code (a mobile number, a state's name) are met by chance or by the
// known values the fuzz hands in, so the requests reach past the schema to the handlers.
import fc from 'fast-check';
import type { z } from 'zod/mini';

/** Values found under each field's name: the signed-in persona's own, and the database's. */
export type KnownValues = {
  own: ReadonlyMap<string, readonly string[]>;
  stored: ReadonlyMap<string, readonly string[]>;
};

type Def = { type: string; [key: string]: unknown };
type Check = { check: string; [key: string]: unknown };
type Schema = z.core.$ZodType;

export const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;
const checksOf = (def: Def): Check[] => {
  const own = typeof def.check === 'string' ? [def as unknown as Check] : [];
  const checks = (def.checks ?? []) as { _zod: { def: Check } }[];
  return [...own, ...checks.map((c) => c._zod.def)];
};

/** The strings an arbitrary makes: any text, or (headers) only what HTTP carries in one. */
export type Channel = 'json' | 'header';

type Context = { known: KnownValues; channel: Channel; name?: string };

export function arbitraryFor(
  schema: Schema,
  known: KnownValues,
  channel: Channel = 'json',
): fc.Arbitrary<unknown> {
  return arbitrary(schema, { known, channel });
}

function arbitrary(schema: Schema, context: Context): fc.Arbitrary<unknown> {
  const of = (inner: unknown) => arbitrary(inner as Schema, context);
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return objectArbitrary(def, (key, inner) => arbitrary(inner, { ...context, name: key }));
    case 'string':
      return stringArbitrary(checksOf(def), context);
    case 'number':
      return numberArbitrary(checksOf(def));
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array':
      return arrayArbitrary(def, checksOf(def), of);
    case 'optional':
      return fc.option(of(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(of(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return of(def.innerType);
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map(of));
    case 'pipe':
      return pipeArbitrary(def, of);
    case 'never':
      return fc.constant(undefined);
    default:
      // unknown, any, a bare transform: any JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(def: Def, of: (key: string, s: Schema) => fc.Arbitrary<unknown>) {
  const shape = def.shape as Record<string, Schema>;
  const model = Object.fromEntries(Object.entries(shape).map(([key, s]) => [key, of(key, s)]));
  const requiredKeys = Object.entries(shape)
    .filter(([, s]) => s._zod.optin !== 'optional')
    .map(([key]) => key);
  return fc.record(model, { requiredKeys });
}

/**
 * A pipe's input is what a client sends. When a transform sits between its two ends, the output
 * side often makes the better input (an enum of 0 and 1 behind a string-or-number coercion), and
 * a text split into a list takes the list joined: both are tried.
 */
function pipeArbitrary(def: Def, of: (s: unknown) => fc.Arbitrary<unknown>) {
  const input = def.in as Schema;
  const output = def.out as Schema;
  if (defOf(output).type === 'transform') return of(input);
  const inputIsText = baseType(input) === 'string';
  const fromOutput = of(output).map((value) =>
    inputIsText && Array.isArray(value)
      ? value.join(',')
      : inputIsText && (typeof value === 'number' || typeof value === 'boolean')
        ? String(value)
        : value,
  );
  return fc.oneof({ weight: 1, arbitrary: of(input) }, { weight: 2, arbitrary: fromOutput });
}

/** The type a schema takes in first: a pipe's input's, an optional's inner one's. */
function baseType(schema: Schema): string {
  const def = defOf(schema);
  if (def.type === 'pipe') return baseType(def.in as Schema);
  if ('innerType' in def) return baseType(def.innerType as Schema);
  return def.type;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/** Texts a person types into fields whose rules are checked in code, by the field's name. */
const TEXT_HINTS: [RegExp, string[]][] = [
  [/mobile|phone/i, ['0412 345 678', '0412345678', '+61 412 345 678', '+61412345678']],
  [/state/i, ['NSW', 'vic', 'Queensland', 'Australian Capital Territory']],
  [/date|day/i, ['2025-03-05', '2026-12-01', '2026-12-01T02:00:00Z', '05/03/2025']],
  [/rego/i, ['ABC123', 'XYZ 987']],
];
const hintsFor = (name: string | undefined) =>
  TEXT_HINTS.flatMap(([pattern, hints]) => (name && pattern.test(name) ? hints : []));

const normalName = (name: string) => name.toLowerCase().replace(/ids$/, 'id').replace(/s$/, '');

/**
 * Values found under a field's name: exactly (`vehicleId`), or under a name one ends like the
 * other (`consumerId` and `organisationConsumerId`, `code` and `originatorCode`).
 */
function valuesNamed(values: ReadonlyMap<string, readonly string[]>, name: string | undefined) {
  const exact: string[] = [];
  const similar: string[] = [];
  if (!name) return { exact, similar };
  const wanted = normalName(name);
  for (const [key, list] of values) {
    const found = normalName(key);
    if (found === wanted) exact.push(...list);
    else if (
      Math.min(found.length, wanted.length) >= 4 &&
      (found.endsWith(wanted) || wanted.endsWith(found))
    ) {
      similar.push(...list);
    }
  }
  return { exact, similar };
}

/** Known values that fit the field, the persona's own and exact names first. */
function knownArbitraries(context: Context, fits: (value: string) => boolean) {
  const own = valuesNamed(context.known.own, context.name);
  const stored = valuesNamed(context.known.stored, context.name);
  const choices: fc.WeightedArbitrary<string>[] = [];
  for (const [values, weight] of [
    [own.exact, 8],
    [own.similar, 3],
    [stored.exact, 2],
    [stored.similar, 1],
  ] as const) {
    const fitting = [...new Set(values.filter(fits))];
    if (fitting.length > 0) choices.push({ weight, arbitrary: fc.constantFrom(...fitting) });
  }
  return choices;
}

function stringArbitrary(checks: Check[], context: Context) {
  const find = (kind: string) => checks.find((c) => c.check === kind);
  const formats = checks.filter((c) => c.check === 'string_format');
  const min = (find('min_length')?.minimum as number | undefined) ?? 0;
  const max = (find('max_length')?.maximum as number | undefined) ?? 60;
  if (formats.some((c) => c.format === 'uuid' || c.format === 'guid')) {
    return idArbitrary(context);
  }
  const pattern = formats.find((c) => c.pattern instanceof RegExp)?.pattern as RegExp | undefined;
  const fits = (text: string) =>
    text.length >= min && text.length <= max && (!pattern || pattern.test(text));
  const format = formats.map((c) => FORMATS[String(c.format)]).find((f) => f !== undefined);
  const made = format
    ? format()
    : pattern
      ? matchingArbitrary(pattern)
      : fc.string({
          minLength: min,
          maxLength: Math.min(max, 80),
          unit: context.channel === 'header' ? 'grapheme-ascii' : 'grapheme',
        });
  const hints = hintsFor(context.name).filter(fits);
  return fc.oneof(
    { weight: 3, arbitrary: made },
    ...knownArbitraries(context, fits),
    ...(hints.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...hints) }] : []),
  );
}

/** Mostly ids of the persona's own things by the field's name, so a request reaches past
 * "not yours"; sometimes any id, in capitals or made up. */
function idArbitrary(context: Context): fc.Arbitrary<string> {
  const known = knownArbitraries(context, isUuid);
  const made = fc.uuid();
  return fc.oneof(
    { weight: 1, arbitrary: made },
    ...known,
    ...known.map(({ arbitrary }) => ({
      weight: 1,
      arbitrary: arbitrary.map((id) => id.toUpperCase()),
    })),
  );
}

/**
 * ISO timestamps in UTC or with an offset: mostly within the last year (what a device reports)
 * or the next two months (what an owner books), sometimes two years either way; half of them
 * on the half hour, as a booking's are.
 */
function dateTimeArbitrary() {
  const now = Date.now();
  const day = 24 * 3600 * 1000;
  const halfHour = 30 * 60 * 1000;
  const between = (from: number, to: number) =>
    fc.date({
      min: new Date(now + from * day),
      max: new Date(now + to * day),
      noInvalidDate: true,
    });
  return fc
    .tuple(
      fc.oneof(between(-360, 0), between(1, 60), between(-730, 730)),
      fc.constantFrom('Z', '+10:00', '-03:30'),
      fc.boolean(),
    )
    .map(([date, zone, onTheHalfHour]) => {
      const time = onTheHalfHour
        ? Math.round(date.getTime() / halfHour) * halfHour
        : date.getTime();
      return new Date(time).toISOString().replace('Z', zone);
    });
}

/** Made-up texts of the formats zod checks by name (an id's: idArbitrary). */
const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  datetime: dateTimeArbitrary,
  date: () => dateTimeArbitrary().map((iso) => iso.slice(0, 10)),
  // Any address the RFC allows, and the everyday kind zod's pattern takes.
  email: () =>
    fc.oneof(
      fc.emailAddress(),
      fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]@[a-z]{2,12}\.com\.au$/),
    ),
  url: () => fc.webUrl(),
};

/** Texts matching a pattern; fast-check has no lookahead, so one is dropped and checked after. */
function matchingArbitrary(pattern: RegExp): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern);
  } catch {
    const simpler = new RegExp(pattern.source.replace(/\(\?[=!][^)]*\)/g, ''), pattern.flags);
    return fc.stringMatching(simpler).filter((text) => pattern.test(text));
  }
}

function numberArbitrary(checks: Check[]): fc.Arbitrary<number> {
  const lower = checks.find((c) => c.check === 'greater_than');
  const upper = checks.find((c) => c.check === 'less_than');
  const isInteger = checks.some(
    (c) => c.check === 'number_format' && String(c.format).includes('int'),
  );
  const min = (lower?.value as number | undefined) ?? -1e6;
  const max = (upper?.value as number | undefined) ?? 1e6;
  const minExcluded = lower?.inclusive === false;
  const maxExcluded = upper?.inclusive === false;
  const inRange = isInteger
    ? fc.integer({
        min: Math.ceil(minExcluded ? min + 1 : min),
        max: Math.floor(maxExcluded ? max - 1 : max),
      })
    : fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
  // A rule checked in code (an enum's members, a duration from a list) takes small whole numbers.
  return checks.some((c) => c.check === 'custom')
    ? fc.oneof(inRange, fc.integer({ min: 0, max: 12 }), fc.constantFrom(24, 48, 100, 1000))
    : inRange;
}

function arrayArbitrary(def: Def, checks: Check[], of: (s: unknown) => fc.Arbitrary<unknown>) {
  const minLength =
    (checks.find((c) => c.check === 'min_length')?.minimum as number | undefined) ?? 0;
  const maxLength =
    (checks.find((c) => c.check === 'max_length')?.maximum as number | undefined) ?? 10;
  // Small lists: a long one only makes the request slower, not more telling.
  return fc.array(of(def.element), { minLength, maxLength: Math.min(maxLength, minLength + 4) });
}

/** Where a value sits in a request part: `['contact', 'mobile']`, `['readings', 0, 'voltage']`. */
export type FieldPath = (string | number)[];

/**
 * Every field of an object schema, nested ones and a list's first item's included, so the
 * hostile values can be put at each in turn.
 */
export function fieldPaths(schema: Schema, path: FieldPath = []): FieldPath[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, s]) => [
        [...path, key],
        ...fieldPaths(s, [...path, key]),
      ]);
    case 'array':
      return fieldPaths(def.element as Schema, [...path, 0]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return fieldPaths(def.innerType as Schema, path);
    case 'pipe':
      return fieldPaths(def.in as Schema, path);
    case 'union':
      // A union of objects (a booking's `what`): the fields of each, once.
      return uniquePaths((def.options as Schema[]).flatMap((o) => fieldPaths(o, path)));
    default:
      return [];
  }
}

function uniquePaths(paths: FieldPath[]): FieldPath[] {
  const seen = new Set<string>();
  return paths.filter((p) => {
    const key = JSON.stringify(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
