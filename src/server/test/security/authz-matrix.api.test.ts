import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injectAny } from '../../../../tests/support/server/inject'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import {
  actors,
  matrix,
  relatedActors,
  routeKey,
} from '../../../../tests/support/server/security/authz-matrix'
import type { Actor, MatrixRow } from '../../../../tests/support/server/security/authz-matrix'
import {
  makeWorld,
  requests,
  standing,
} from '../../../../tests/support/server/security/authz-requests'
import type { World } from '../../../../tests/support/server/security/authz-requests'
import { authHeaders, unusedStripe } from '../../../../tests/support/server/security/fixtures'
import type { Transport } from '../../../../tests/support/server/security/fixtures'
import { documentedStatuses } from '../../../../tests/support/server/security/openapi'

type T = TestApp
// Two configurations between them have every route: the sandbox payment provider without a
// built web app, and Stripe (its webhook) with one.
let sandbox: T, full: T
let sandboxWorld: World, fullWorld: World
let documented: Map<T, Awaited<ReturnType<typeof documentedStatuses>>>

// Half the callers use the web app's cookie (with its Origin on writes), half a bearer token.
const transport: Record<Actor, Transport> = {
  anonymous: 'bearer',
  buyer: 'cookie',
  seller: 'bearer',
  owner: 'cookie',
  otherSeller: 'bearer',
  admin: 'cookie',
  carSeller: 'bearer',
  manager: 'cookie',
  sales: 'bearer',
  // A key is only ever a bearer token.
  apiKey: 'bearer',
}
const isRelated = (actor: Actor): actor is (typeof relatedActors)[number] =>
  (relatedActors as readonly string[]).includes(actor)

beforeAll(async () => {
  sandbox = await testApp()
  // No call reaches Stripe: an unsigned webhook event is refused before anything else.
  full = await testApp({ client: 'stand-in', env: unusedStripe })
  ;[sandboxWorld, fullWorld] = await Promise.all([
    makeWorld(sandbox.app, sandbox.db),
    makeWorld(full.app, full.db),
  ])
  documented = new Map([
    [sandbox, await documentedStatuses(sandbox.app)],
    [full, await documentedStatuses(full.app)],
  ])
}, 120_000)
afterAll(async () => {
  await sandbox?.close()
  await full?.close()
})

/** The answers that are the same for everyone (the catalogue, the API's document). */
const isPublic = (route: string) =>
  [
    'GET /api/car-categories',
    'GET /api/featured-cars',
    'GET /api/allcars/byCategory/:id',
    'GET /api/cars',
    'GET /api/cars/:id/similar',
    'GET /api/cars/suggest',
    'GET /api/postal-codes/:zip',
  ].includes(route) || route.startsWith('GET /api/docs')

const keysOf = (t: T) => new Set(t.routes.map((r) => routeKey(r.method, r.url)))
const tableKeys = new Set(matrix.map((r) => r.route))

describe('the authorization matrix', () => {
  it('lists every route the server has, and only routes it has', () => {
    for (const t of [sandbox, full]) {
      const unlisted = [...keysOf(t)].filter((k) => !tableKeys.has(k))
      expect(unlisted, 'routes missing from authz-matrix.ts').toEqual([])
    }
    const all = new Set([...keysOf(sandbox), ...keysOf(full)])
    const stale = matrix.filter((r) => !all.has(r.route)).map((r) => r.route)
    expect(stale, 'rows for routes the server does not have').toEqual([])
    expect(Object.keys(requests).sort()).toEqual([...tableKeys].sort())
  })

  it("does not expose the auth library's own endpoints", async () => {
    // Mounted, these would let a sign-up choose role admin or read sessions around our rules.
    for (const [method, url] of [
      ['POST', '/api/auth/sign-up/email'],
      ['POST', '/api/auth/sign-in/email'],
      ['GET', '/api/auth/get-session'],
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/update-user'],
      ['POST', '/api/auth/sign-in/social'],
    ] as const) {
      const res = await sandbox.app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : {},
      })
      expect(res.statusCode, url).toBe(404)
    }
  })

  async function runCell(t: T, w: World, row: MatrixRow, actor: Actor, want: number) {
    const [method, routeUrl] = row.route.split(' ') as [string, string]
    const me = standing(w, actor)
    const cell = await requests[row.route]!(w, actor, me)
    const who = cell.as ?? (actor === 'owner' ? cell.owner : isRelated(actor) ? cell[actor] : me)
    if ((actor === 'owner' || isRelated(actor)) && !who) {
      throw new Error(`${row.route}: no ${actor} for this resource`)
    }
    const res = await injectAny(t.app, {
      method,
      url: cell.url,
      payload: cell.payload as string,
      ...(cell.remoteAddress && { remoteAddress: cell.remoteAddress }),
      headers: { ...cell.headers, ...authHeaders(who ?? null, transport[actor], method) },
    })
    const label = `${row.route} as ${actor} (${transport[actor]}) ${routeUrl}`
    expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(want)
    if (want >= 400) expect(typeof res.json().message, label).toBe('string')
    // What depends on who asks is never stored by a browser or a cache in between.
    if (routeUrl.startsWith('/api/') && !isPublic(row.route) && who) {
      expect(res.headers['cache-control'], label).toBe('private, no-store')
    }
    // A client generated from the API's document knows every status it can meet.
    const statuses = documented.get(t)!(method, routeUrl)
    if (statuses) expect([...statuses], `${label}: documented statuses`).toContain(want)
  }

  for (const row of matrix) {
    const cells = [...actors, ...relatedActors].flatMap((actor) => {
      const want = row.expect[actor]
      return typeof want === 'number' ? [[actor, want] as const] : []
    })
    it(row.route, async () => {
      const [t, w] = row.only ? [full, fullWorld] : [sandbox, sandboxWorld]
      for (const [actor, want] of cells) await runCell(t, w, row, actor, want)
    })
  }
})
