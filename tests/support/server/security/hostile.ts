import fc from 'fast-check'

/** Strings that have broken web apps: injections, encodings, sizes, special names. */
export const nastyStrings = [
  '',
  ' ',
  "' OR '1'='1",
  "'; drop table cars; --",
  '" OR ""="',
  '1; select pg_sleep(1)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u0000',
  'a\u0000b',
  '\u202e\u200b\ufeff',
  '\ud800',
  '😀'.repeat(300),
  'x'.repeat(5_000),
  'é'.repeat(70_000),
  '../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%',
  '%zz',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9007199254740993',
  '0x1F',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  'seller',
  'admin',
  'user@example.com',
  'user@example.com\u0000admin@example.com',
  '//evil.example/',
  'https://evil.example',
  // Days no calendar has, alone and in an instant (src/shared/dates.ts).
  '2019-02-30',
  '2021-02-29',
  '2019-13-01',
  '2031-04-31T10:00:00Z',
]

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
)

export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, -0.5, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 1e-320),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** Any JSON value, hostile leaves included, at most a few levels deep. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value

/** Keys that attack object handling itself. */
export const pollutionKeys = ['__proto__', 'constructor', 'prototype'] as const

/** A body near a valid one: fields replaced, dropped or added, prototype keys smuggled in. */
export function mutatedBody(base: unknown): fc.Arbitrary<unknown> {
  const record = base && typeof base === 'object' && !Array.isArray(base) ? base : {}
  const keys = Object.keys(record)
  const field = keys.length > 0 ? fc.constantFrom(...keys) : hostileString
  return fc
    .record({
      replace: fc.array(fc.tuple(field, hostileValue), { maxLength: 3 }),
      drop: fc.array(field, { maxLength: 2 }),
      extra: fc.array(
        fc.tuple(fc.oneof(hostileString, fc.constantFrom(...pollutionKeys)), hostileValue),
        {
          maxLength: 2,
        },
      ),
    })
    .map(({ replace, drop, extra }) => {
      const out: Record<string, unknown> = { ...record }
      for (const k of drop) delete out[k]
      // defineProperty: a key named __proto__ must be an own property in the JSON sent.
      for (const [k, v] of [...replace, ...extra]) {
        Object.defineProperty(out, k, {
          value: v,
          enumerable: true,
          writable: true,
          configurable: true,
        })
      }
      return out
    })
}

/** Bodies with no valid shape at all, as raw text with a content type. */
export const rawBody = fc.oneof(
  fc.constantFrom(
    { type: 'application/json', body: '{"a":' },
    { type: 'application/json', body: '{"__proto__":{"isAdmin":true}}' },
    { type: 'application/json', body: '{"constructor":{"prototype":{"isAdmin":true}}}' },
    { type: 'application/json', body: '['.repeat(5000) + ']'.repeat(5000) },
    { type: 'application/json', body: `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}` },
    { type: 'application/json', body: 'null' },
    { type: 'application/json', body: '"just a string"' },
    { type: 'application/json', body: `{"x":"${'a'.repeat(1_100_000)}"}` },
    { type: 'application/json; charset=utf-16', body: '{}' },
    { type: 'text/plain', body: 'hello' },
    { type: 'application/x-www-form-urlencoded', body: 'email=a%40b.c&role=admin' },
    {
      type: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc\r\n--x--',
    },
    { type: 'multipart/form-data', body: 'no boundary' },
    {
      type: 'application/xml',
      body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    },
  ),
  fc.record({
    type: fc.constant('application/json'),
    body: fc.string({ unit: 'binary', maxLength: 200 }),
  }),
)

/** Percent-encodes anything, lone surrogates included (encodeURIComponent throws on those). */
export function encode(s: string): string {
  return encodeURIComponent(
    s.replace(/[\ud800-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`),
  )
}

/** A path segment: hostile text encoded, or raw bytes a client could put in a URL. */
export const hostileSegment = fc.oneof(
  hostileString.map(encode),
  fc.constantFrom('%', '%zz', '%00', '..', '%2e%2e', '%2F', '%C0%AF', '%ff%fe', '.', '~'),
)

/**
 * What people type into the search box, which the search reads into filters (catalogue's
 * query-reader.ts), at and past its edges: huge numbers, unknown places, every kind at once.
 */
const searchWords = fc
  .array(
    fc.constantFrom(
      'cheap',
      'suv',
      'under 20k',
      'under 999999999999k',
      'below $1e308',
      'near 60601',
      'near 00000',
      'in chicago',
      'in new york ny',
      'in',
      '60614',
      '2018 or newer',
      '1900+',
      'under 50,000 miles',
      'under 9999999999 miles',
      'awd',
      '4x4',
      '7 seats',
      '99 seats',
      'electric',
      'minivan',
      'toyta',
      'camry',
      'f-150',
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((words) => encode(words.join(' ')))

/** A query string with known and unknown keys, repeated keys and hostile values. */
export const hostileQuery = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'q',
          'near',
          'radius',
          'drivetrain',
          'minSeats',
          'role',
          'page',
          'pageSize',
          'sort',
          'minPrice',
          'maxPrice',
          'category',
          'returnTo',
          'code',
          'state',
        ),
        fc.constantFrom(...pollutionKeys, 'q[]', 'page[0]', 'a[b][c]'),
        hostileString,
      ),
      // Valid filter values too (a drivetrain, a seat count at and past its edges), so that a
      // hostile query reaches the search's SQL with them.
      fc.oneof(hostileSegment, searchWords, fc.constantFrom('AWD', '4WD', '7', '15', '16', '0')),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${v}`).join('&'))
