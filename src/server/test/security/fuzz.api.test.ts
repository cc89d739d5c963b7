import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injectAny } from '../../../../tests/support/server/inject'
import { testApp, type RouteEntry, type TestApp } from '../../../../tests/support/server/app'
import { routeKey } from '../../../../tests/support/server/security/authz-matrix'
import { makeWorld, requests } from '../../../../tests/support/server/security/authz-requests'
import type { Cell, World } from '../../../../tests/support/server/security/authz-requests'
import { authHeaders, type Session } from '../../../../tests/support/server/security/fixtures'
import {
  encode,
  hostileQuery,
  hostileSegment,
  hostileString,
  mutatedBody,
  rawBody,
} from '../../../../tests/support/server/security/hostile'
import { brokenInvariants } from '../../../../tests/support/server/invariants'
import { documentedStatuses } from '../../../../tests/support/server/security/openapi'

/**
 * Throws generated paths, queries and bodies at every route the server has, as every kind of
 * caller: nothing a client sends may cause a 5xx, an error without a JSON message, or an
 * unhandled rejection, and the data must be consistent afterwards. FUZZ_RUNS raises the runs per
 * route for a longer hunt; fast-check prints the seed and path of any failure to replay it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30)

let t: TestApp
let w: World
const base = new Map<string, Cell>()
const rejections: unknown[] = []
/** Statuses seen per route (printed with FUZZ_STATS=1: shows the fuzzing gets past validation). */
const seen = new Map<string, Record<number, number>>()
const onRejection = (err: unknown) => rejections.push(err)

beforeAll(async () => {
  process.on('unhandledRejection', onRejection)
  // Rate limits would answer most calls with 429 and hide the code behind them.
  t = await testApp({ env: { SIGNUP_RATE_LIMIT: '100000' }, client: 'stand-in' })
  w = await makeWorld(t.app, t.db)
  // A valid request per route (as its owner where it has one) to mutate from.
  for (const r of t.routes) {
    const key = routeKey(r.method, r.url)
    if (!base.has(key)) base.set(key, await requests[key]!(w, 'owner', null))
  }
}, 120_000)
afterAll(async () => {
  process.off('unhandledRejection', onRejection)
  await t?.close()
})

type Caller =
  'anonymous' | 'forged' | 'forgedKey' | 'dealerOwner' | 'dealerKey' | keyof World['people']
const callers: Caller[] = [
  'anonymous',
  'forged',
  // A made-up dealer API key: the dealer guard's path, and every session guard's refusal of it.
  'forgedKey',
  'buyer',
  'seller',
  'admin',
  'ownerSeller',
  'ownerBuyer',
  // The leads' dealer's owner and a real key of it: the leads routes' handlers, not only guards.
  'dealerOwner',
  'dealerKey',
]

async function callerHeaders(
  route: RouteEntry,
  caller: Caller,
  cookie: boolean,
  junk: string,
): Promise<Record<string, string>> {
  if (caller === 'anonymous') return {}
  if (caller === 'forgedKey') {
    return { authorization: `Bearer wl_dk_${junk.replace(/[^ -~]/g, '')}` }
  }
  if (caller === 'forged') {
    return cookie
      ? { cookie: `better-auth.session_token=${encode(junk)}`, origin: 'http://localhost:3000' }
      : { authorization: `Bearer ${junk.replace(/[^ -~]/g, '')}` }
  }
  if (caller === 'dealerKey') return authHeaders(w.leadDealer.apiKey, 'bearer', route.method)
  // Signing out would end the standing session the other routes are fuzzed with.
  const standing: Session = caller === 'dealerOwner' ? w.leadDealer.owner : w.people[caller]
  const s =
    route.url === '/api/auth/logout'
      ? await w.f.signIn(standing.email, standing.password)
      : standing
  return authHeaders(s, cookie ? 'cookie' : 'bearer', route.method)
}

/** The route's path with each parameter either kept valid or replaced by something hostile. */
function pathFor(route: RouteEntry, valid: string, swaps: (string | null)[]): string {
  const pattern = route.url.split('/')
  const actual = valid.split('?')[0]!.split('/')
  return pattern
    .map((seg, i) => {
      const isParam = seg.startsWith(':') || seg === '*'
      const good = seg === '*' ? actual.slice(i).join('/') : (actual[i] ?? seg)
      if (!isParam) return seg
      return swaps[i % swaps.length] ?? good
    })
    .join('/')
}

function multipartOf(parts: { field: string; filename: string; type: string; data: Uint8Array }[]) {
  const boundary = '----fuzz-boundary'
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\n` +
        `Content-Type: ${p.type}\r\n\r\n`,
    ),
    Buffer.from(p.data),
    Buffer.from('\r\n'),
  ])
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  }
}

const multipartArb = fc
  .array(
    fc.record({
      field: fc.oneof(fc.constantFrom('image', 'photo', 'file', '__proto__'), hostileString),
      filename: hostileString,
      type: fc.constantFrom(
        'image/png',
        'image/jpeg',
        'image/svg+xml',
        'text/html',
        'text/csv',
        'application/xml',
        '',
      ),
      data: fc.oneof(
        fc.uint8Array({ maxLength: 2_000 }),
        fc
          .uint8Array({ maxLength: 500 })
          .map((tail) =>
            Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), tail]),
          ),
        fc
          .uint8Array({ maxLength: 500 })
          .map((tail) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), tail])),
      ),
    }),
    { minLength: 0, maxLength: 3 },
  )
  .map(multipartOf)

const requestArb = (route: RouteEntry) =>
  fc.record({
    caller: fc.constantFrom(...callers),
    cookie: fc.boolean(),
    junk: hostileString,
    swaps: fc.array(fc.option(hostileSegment, { nil: null, freq: 2 }), {
      minLength: 1,
      maxLength: 3,
    }),
    query: fc.option(hostileQuery, { nil: undefined }),
    body: fc.oneof(
      {
        weight: 3,
        arbitrary: mutatedBody(base.get(routeKey(route.method, route.url))?.payload).map(
          (json) => ({ json }),
        ),
      },
      { weight: 1, arbitrary: rawBody.map((raw) => ({ raw })) },
      {
        // The routes that read multipart bodies: photos, and a dealer's stock files.
        weight: route.url === '/api/uploads' || route.url === '/api/dealers/:id/imports' ? 3 : 0,
        arbitrary: multipartArb.map((raw) => ({ raw: { type: raw.type, body: raw.payload } })),
      },
      { weight: 1, arbitrary: fc.constant({}) },
    ),
    ip: fc.ipV4(),
  })

describe('fuzzing every route', () => {
  it('has routes to fuzz', () => expect(base.size).toBeGreaterThan(40))

  // One property per route, so a failure names its route; the routes come from the server.
  const routes = () => t.routes
  it('never answers a 5xx or an error without a JSON message', async () => {
    for (const route of routes()) {
      const cell = base.get(routeKey(route.method, route.url))!
      await fc.assert(
        fc.asyncProperty(requestArb(route), async (g) => {
          const hasBody = route.method !== 'GET'
          const headers = await callerHeaders(route, g.caller, g.cookie, g.junk)
          let payload: string | Buffer | undefined
          if (hasBody && 'json' in g.body) {
            payload = JSON.stringify(g.body.json)
            headers['content-type'] = 'application/json'
          } else if (hasBody && 'raw' in g.body) {
            payload = g.body.raw.body
            headers['content-type'] = g.body.raw.type
          }
          const url =
            pathFor(route, cell.url, g.swaps) + (g.query === undefined ? '' : `?${g.query}`)
          const res = await injectAny(t.app, {
            method: route.method,
            url,
            payload,
            headers,
            remoteAddress: g.ip,
          })
          const what = `${route.method} ${url.slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)}`
          const key = `${route.method} ${route.url}`
          const tally = seen.get(key) ?? {}
          tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1
          seen.set(key, tally)
          expect(res.statusCode, what).toBeLessThan(500)
          if (res.statusCode >= 400) {
            expect(res.headers['content-type'], what).toMatch(/^application\/json/)
            expect(typeof res.json().message, what).toBe('string')
          }
        }),
        { numRuns: RUNS, verbose: 1 },
      )
    }
    if (process.env.FUZZ_STATS) console.log(seen)
    expect(rejections).toEqual([])
  }, 300_000)

  it('met only statuses the API document lists for each route', async () => {
    expect(seen.size).toBeGreaterThan(40)
    const statuses = await documentedStatuses(t.app)
    const undocumented: string[] = []
    for (const [key, tally] of seen) {
      const [method, url] = key.split(' ') as [string, string]
      const listed = statuses(method, url)
      for (const status of Object.keys(tally).map(Number)) {
        if (listed && !listed.has(status)) undocumented.push(`${key} ${status}`)
      }
    }
    expect(undocumented).toEqual([])
  })

  it('leaves the data consistent', async () => {
    expect(await brokenInvariants(t.db, t.mediaDir)).toEqual({})
  })
})
