// The hostile requests of one endpoint, for the route fuzz: each hostile value at each field of
// its body, path, query and headers in turn (with the field missing, and an extra one beside
// it), the wrong credentials, and whole bodies that are broken, of the wrong shape or of the
// wrong content type. The rest of each request is one of the endpoint's generated requests, so
// the hostile part is what the server has to deal with.
import { type Endpoint, pathParameterNames } from '@ignite/domain/contract/endpoint';
import type { z } from 'zod/mini';
import {
  HOSTILE_AUTHORIZATIONS,
  HOSTILE_FIELD_VALUES,
  HOSTILE_HEADER_VALUES,
  HOSTILE_URL_VALUES,
  type HostileValue,
  hostileBodies,
} from './hostile-values.ts';
import { encodedParams, headerValues, queryPairs, type RequestParts } from './fuzz-client.ts';
import { type FieldPath, fieldPaths } from './zod-arbitrary.ts';

/** One generated request, its parts as the schemas describe them. */
export type GeneratedRequest = {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  headers?: unknown;
};

export type HostileRequest = { label: string; parts: RequestParts };

const JSON_TYPE = 'application/json';
/** The hostile bodies sent where the endpoint takes none. */
const BODIES_WITHOUT_A_SCHEMA = [
  'unfinished JSON',
  'null',
  '10,000 nested lists',
  '1 MB text',
  'no content type',
  'as text/plain',
];

/** The generated request as it is sent. */
export function partsOf(
  endpoint: Endpoint,
  request: GeneratedRequest,
  remoteAddress: string,
): RequestParts {
  return {
    params: encodedParams(request.params),
    query: queryPairs(request.query),
    ...(endpoint.body && request.body !== undefined
      ? { body: { payload: JSON.stringify(request.body), contentType: JSON_TYPE } }
      : {}),
    headers: headerValues(request.headers),
    remoteAddress,
  };
}

/** Where a raw JSON text goes, replaced after JSON.stringify. */
const RAW = '\u0001raw-json\u0001';

type Container = Record<string | number, unknown>;

/** A copy of `value` with `path` set (made where missing) or, for `undefined`, removed. */
function withAt(value: unknown, path: FieldPath, replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  const copy = (
    Array.isArray(value)
      ? [...(value as unknown[])]
      : value !== null && typeof value === 'object'
        ? { ...(value as Container) }
        : typeof key === 'number'
          ? []
          : {}
  ) as Container;
  if (rest.length === 0 && replacement === undefined) {
    if (Array.isArray(copy)) return copy.filter((_, i) => i !== key);
    return Object.fromEntries(Object.entries(copy).filter(([k]) => k !== key));
  }
  copy[key] = withAt(copy[key], rest, replacement);
  return copy;
}

function valueAt(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (at, key) => (at !== null && typeof at === 'object' ? (at as Container)[key] : undefined),
    value,
  );
}

function jsonWith(body: unknown, path: FieldPath, hostile: HostileValue): string {
  if ('value' in hostile) return JSON.stringify(withAt(body, path, hostile.value));
  return JSON.stringify(withAt(body, path, RAW)).replace(JSON.stringify(RAW), hostile.raw);
}

const topLevelKeys = (schema: z.core.$ZodType | undefined) =>
  schema
    ? fieldPaths(schema)
        .filter((p) => p.length === 1)
        .map((p) => String(p[0]))
    : [];

const isObject = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function hostileRequests(
  endpoint: Endpoint,
  bases: readonly GeneratedRequest[],
  nowSeconds: number,
  address: () => string,
): HostileRequest[] {
  const requests: HostileRequest[] = [];
  const add = (
    label: string,
    change: (parts: RequestParts, base: GeneratedRequest) => RequestParts,
  ) => {
    const base = bases[requests.length % bases.length] ?? {};
    requests.push({ label, parts: change(partsOf(endpoint, base, address()), base) });
  };
  const json = (payload: string) => ({ payload, contentType: JSON_TYPE });

  if (endpoint.body) {
    const paths = fieldPaths(endpoint.body);
    for (const path of paths) {
      const at = path.join('.');
      for (const hostile of HOSTILE_FIELD_VALUES) {
        add(`${at}: ${hostile.label}`, (parts, base) => ({
          ...parts,
          body: json(jsonWith(base.body, path, hostile)),
        }));
      }
      add(`${at}: missing`, (parts, base) => ({
        ...parts,
        body: json(JSON.stringify(withAt(base.body, path, undefined))),
      }));
    }
    const objects = paths.filter((path) => isObject(valueAt(bases[0]?.body, path)));
    for (const path of [[], ...objects]) {
      add(`${path.join('.') || 'body'}: an extra field`, (parts, base) => {
        const at = valueAt(base.body, path);
        const extended = { ...(isObject(at) ? (at as Container) : {}), unexpectedField: 'x' };
        return { ...parts, body: json(JSON.stringify(withAt(base.body, path, extended))) };
      });
    }
  }

  const bodies = hostileBodies(
    JSON.stringify(bases[0]?.body ?? {}),
    topLevelKeys(endpoint.body)[0],
  );
  // Without a body schema the body is not read: a few are enough to show it.
  const unread = (label: string) => BODIES_WITHOUT_A_SCHEMA.includes(label);
  for (const hostile of endpoint.body ? bodies : bodies.filter((b) => unread(b.label))) {
    add(`body: ${hostile.label}`, (parts) => ({
      ...parts,
      body: {
        payload: hostile.payload,
        ...(hostile.contentType ? { contentType: hostile.contentType } : {}),
      },
    }));
  }

  for (const name of pathParameterNames(endpoint.path)) {
    for (const hostile of HOSTILE_URL_VALUES) {
      add(`path ${name}: ${hostile.label}`, (parts) => ({
        ...parts,
        params: { ...parts.params, [name]: hostile.raw },
      }));
    }
  }

  const without = (pairs: [string, string][] | undefined, key: string) =>
    (pairs ?? []).filter(([k]) => k !== key);
  for (const key of topLevelKeys(endpoint.query)) {
    for (const hostile of HOSTILE_URL_VALUES) {
      add(`query ${key}: ${hostile.label}`, (parts) => ({
        ...parts,
        query: [...without(parts.query, key), [key, hostile.raw]],
      }));
    }
    add(`query ${key}: missing`, (parts) => ({ ...parts, query: without(parts.query, key) }));
    add(`query ${key}: twice`, (parts) => ({
      ...parts,
      query: [...(parts.query ?? []), [key, 'x'], [key, '1']],
    }));
    add(`query ${key}: as a list`, (parts) => ({
      ...parts,
      query: [...without(parts.query, key), [`${key}[]`, '1'], [`${key}[a]`, '2']],
    }));
  }
  for (const key of ['unexpected', '__proto__[polluted]', 'constructor[prototype][polluted]']) {
    add(`query: extra ${key}`, (parts) => ({
      ...parts,
      query: [...(parts.query ?? []), [key, '1']],
    }));
  }

  for (const key of topLevelKeys(endpoint.headers)) {
    for (const hostile of HOSTILE_HEADER_VALUES) {
      add(`header ${key}: ${hostile.label}`, (parts) => ({
        ...parts,
        headers: { ...parts.headers, [key]: hostile.value },
      }));
    }
    add(`header ${key}: missing`, (parts) => ({
      ...parts,
      headers: Object.fromEntries(Object.entries(parts.headers ?? {}).filter(([k]) => k !== key)),
    }));
  }

  add('no authorization', (parts) => ({ ...parts, authorization: 'none' }));
  for (const value of HOSTILE_AUTHORIZATIONS) {
    add(`authorization: ${value.slice(0, 40)}`, (parts) => ({
      ...parts,
      authorization: { value },
    }));
  }
  if (endpoint.auth === 'signature') {
    const zeros = '0'.repeat(64);
    const signatures = [
      '',
      'x'.repeat(2_000),
      't=abc,v1=xyz',
      `t=1,v1=${zeros}`,
      `t=${nowSeconds},v1=${zeros}`,
      `t=${nowSeconds + 3_600},v1=${zeros},v1=${'f'.repeat(64)}`,
    ];
    add('signature: none', (parts) => ({ ...parts, signature: 'none' }));
    for (const value of signatures) {
      add(`signature: ${value.slice(0, 40)}`, (parts) => ({ ...parts, signature: { value } }));
    }
  }
  return requests;
}
