// What a hostile or broken client sends, for the route fuzz (fuzz-routes.test.ts): values put at
// each field of a request in turn, values put at each path parameter, query key and header, and
// whole bodies. Each has a label, so a failure names what was sent.

/** A JSON value, or JSON text put in as it is (what JSON.stringify cannot write). */
export type HostileValue = { label: string; value: unknown } | { label: string; raw: string };

/** A megabyte-scale text that still fits the largest body limit (1 MB, battery readings). */
const MEGABYTE_TEXT = 'x'.repeat(1_000_000);
/** Just under the default body limit (64 KB): it is read, then refused by the schema. */
const LONG_TEXT = 'a'.repeat(60_000);

const nested = (open: string, inner: string, close: string, depth: number) =>
  open.repeat(depth) + inner + close.repeat(depth);

/** JSON nested `depth` levels deep, as text: arrays, or objects. */
export const deepArrays = (depth: number) => nested('[', '1', ']', depth);
export const deepObjects = (depth: number) => nested('{"a":', '1', '}', depth);

const texts: [string, string][] = [
  ['empty text', ''],
  ['1 MB text', MEGABYTE_TEXT],
  ['60 KB text', LONG_TEXT],
  ['NUL and control characters', 'nul\u0000 bell\u0007 escape\u001b[31m del\u007f'],
  ['lone surrogates', 'high\ud800 low\udfff'],
  ['bidi and zero-width', '\u202eevil\u200b\ufeff\u2028'],
  ['odd unicode', 'e\u0301 Ω 😀 𝕏 漢字 ١٢٣ １２３'],
  ['SQL', "'; DROP TABLE users; -- ' OR '1'='1"],
  ['HTML', '"><script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['path and templates', '../../etc/passwd {{7*7}} ${7*7}'],
  ['NaN text', 'NaN'],
  ['UUID in capitals', '00000000-0000-4000-8000-000000000000'.toUpperCase()],
];

/** Put at each field of a JSON body in turn (the field missing and an extra field besides). */
export const HOSTILE_FIELD_VALUES: HostileValue[] = [
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'zero', value: 0 },
  { label: 'negative', value: -1 },
  { label: 'fraction', value: 0.5 },
  { label: 'huge', value: 1e308 },
  { label: 'beyond safe integers', value: 2 ** 53 + 2 },
  { label: 'smallest double', value: 5e-324 },
  { label: 'empty list', value: [] },
  { label: 'empty object', value: {} },
  { label: 'list of odd things', value: [null, 'x', 1, {}] },
  { label: 'operator object', value: { $gt: '' } },
  ...texts.map(([label, value]) => ({ label, value })),
  { label: 'negative zero', raw: '-0' },
  { label: '1e309 (Infinity)', raw: '1e309' },
  { label: '-1e309', raw: '-1e309' },
  { label: '30-digit integer', raw: '123456789012345678901234567890' },
  { label: 'NaN literal', raw: 'NaN' },
  { label: '10,000 nested lists', raw: deepArrays(10_000) },
  { label: '1,000 nested objects', raw: deepObjects(1_000) },
  { label: '__proto__ object', raw: '{"__proto__":{"polluted":true}}' },
  { label: 'constructor object', raw: '{"constructor":{"prototype":{"polluted":true}}}' },
];

/** Put at each path parameter and query key in turn, as written into the URL. */
export const HOSTILE_URL_VALUES: { label: string; raw: string }[] = [
  { label: 'empty', raw: '' },
  { label: 'space', raw: '%20' },
  { label: 'NUL', raw: 'a%00b' },
  { label: 'invalid UTF-8', raw: '%ff%fe' },
  { label: 'encoded surrogate', raw: '%ed%a0%80' },
  { label: 'broken escape', raw: '%zz%' },
  { label: 'path', raw: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'SQL', raw: '%27%20OR%20%271%27%3D%271' },
  { label: 'HTML', raw: '%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
  { label: 'negative', raw: '-1' },
  { label: '1e309', raw: '1e309' },
  { label: 'NaN', raw: 'NaN' },
  { label: 'Infinity', raw: '-Infinity' },
  { label: 'beyond safe integers', raw: '9007199254740993' },
  { label: 'long', raw: 'x'.repeat(8_000) },
  { label: 'emoji and bidi', raw: '%F0%9F%98%80%E2%80%AE%EF%BB%BF' },
  { label: '__proto__', raw: '__proto__' },
  { label: 'JSON', raw: '%7B%22a%22%3A1%7D' },
];

/**
 * Put at each header the endpoint reads. Only what reaches a server over HTTP: Node refuses a
 * header with a line break or NUL before any route runs, and reads other bytes as Latin-1.
 */
export const HOSTILE_HEADER_VALUES: { label: string; value: string }[] = [
  { label: 'empty', value: '' },
  { label: 'long', value: 'x'.repeat(8_000) },
  { label: 'Latin-1', value: '\u00ff\u00fe\u00e9' },
  { label: 'UTF-8 as Latin-1', value: Buffer.from('😀 Ω', 'utf8').toString('latin1') },
  { label: 'SQL', value: "' OR '1'='1' --" },
  { label: 'HTML', value: '<script>alert(1)</script>' },
  { label: 'number', value: '-1e309' },
  { label: '__proto__', value: '__proto__' },
];

/** Authorization headers that are not a key or token of anyone's. */
export const HOSTILE_AUTHORIZATIONS: string[] = [
  'Bearer',
  'Bearer x',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  `Bearer hmk_${'0'.repeat(32)}_${'A'.repeat(43)}`,
  `Bearer ${'x'.repeat(8_000)}`,
  'Basic dXNlcjpwYXNz',
];

export type HostileBody = { label: string; contentType?: string; payload: string | Buffer };

/** Whole bodies: broken JSON, JSON of the wrong shape, the right body in the wrong type. */
export function hostileBodies(validJson: string, firstKey: string | undefined): HostileBody[] {
  const json = (label: string, payload: string | Buffer): HostileBody => ({
    label,
    contentType: 'application/json',
    payload,
  });
  const withType = (contentType: string): HostileBody => ({
    label: `as ${contentType}`,
    contentType,
    payload: validJson,
  });
  return [
    json('empty body', ''),
    json('whitespace', ' \n'),
    json('unfinished JSON', '{"a":'),
    json('single quotes', "{'a':1}"),
    json('trailing comma', '{"a":1,}'),
    json('two documents', '{} {}'),
    json('byte order mark', `\ufeff${validJson}`),
    json('invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])),
    json('list', '[]'),
    json('null', 'null'),
    json('text', '"text"'),
    json('number', '1'),
    json('1e309', '1e309'),
    json('NaN', 'NaN'),
    json('empty object', '{}'),
    json('10,000 nested lists', deepArrays(10_000)),
    json('200,000 nested lists', deepArrays(200_000)),
    json('5,000 nested objects', deepObjects(5_000)),
    json('1 MB text', JSON.stringify('x'.repeat(1_100_000))),
    json('__proto__', '{"__proto__":{"polluted":true}}'),
    json('constructor', '{"constructor":{"prototype":{"polluted":true}}}'),
    json('valid body with __proto__', validJson.replace(/^\{/, '{"__proto__":{"x":1},')),
    ...(firstKey
      ? [
          json(
            'duplicate key',
            validJson.replace(/^\{/, `{${JSON.stringify(firstKey)}:{"junk":true},`),
          ),
          json(
            'duplicate key, the bad one last',
            validJson.replace(/\}$/, `,${JSON.stringify(firstKey)}:[1,2]}`),
          ),
        ]
      : []),
    { label: 'no content type', payload: validJson },
    withType('text/plain'),
    withType('application/x-www-form-urlencoded'),
    withType('multipart/form-data; boundary=x'),
    withType('application/xml'),
    withType('application/json; charset=utf-16'),
    withType('APPLICATION/JSON'),
    withType('application/vnd.api+json'),
    withType('application/json, text/plain'),
    withType(';;;='),
  ];
}
