import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import compress from '@fastify/compress'
import Fastify from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { preferredEncoding, publicResponseCache, serverAnsweringEarly } from './public-cache'

const itemList = z.array(z.object({ id: z.number(), name: z.string() }))
let items = Array.from({ length: 60 }, (_, id) => ({ id, name: `2021 Toyota RAV4 no. ${id}` }))
let allowed = true
/** Requests that reached Fastify: an early answer does not count. */
let reached = 0

const cache = publicResponseCache({ ttlMs: 60_000, allowed: () => allowed })
const app = Fastify({ serverFactory: serverAnsweringEarly(cache) })
let base = ''

beforeAll(async () => {
  app.addHook('onRequest', async (_req, reply) => {
    reached++
    reply.header('x-frame-options', 'DENY')
  })
  // As in app.ts: it must leave an answer alone that already names its encoding.
  await app.register(compress, { threshold: 1024 })
  app.get('/items', { onRequest: cache.hit }, async (req, reply) => {
    await cache.serve(req, reply, async () => items, itemList)
    return reply
  })
  app.get(
    '/private',
    {
      onRequest: [
        async (req, reply) => {
          if (req.headers.cookie !== 'session=ok') return reply.code(401).send({ message: 'no' })
        },
        cache.hit,
      ],
    },
    async (req, reply) => {
      await cache.serve(req, reply, async () => items.slice(0, 2), itemList, { signedIn: true })
      return reply
    },
  )
  base = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => app.close())
beforeEach(() => {
  allowed = true
  cache.forget()
})

/** A raw exchange: the bytes as sent, nothing decompressed, every header. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      })
      req.on('error', reject).end()
    },
  )
}

const withoutDate = ({ date: _date, ...rest }: http.IncomingHttpHeaders) => rest

describe('answers before the framework', () => {
  it.each([
    ['uncompressed', {}, (b: Buffer) => b],
    ['brotli', { 'accept-encoding': 'gzip, deflate, br, zstd' }, brotliDecompressSync],
    ['gzip', { 'accept-encoding': 'gzip, deflate' }, gunzipSync],
  ])('%s: the second answer skips Fastify and is the same as the first', async (_, ask, open) => {
    const first = await get('/items', ask)
    expect(reached).toBe(1)
    const second = await get('/items', ask)
    expect(reached).toBe(1)

    expect(second.status).toBe(200)
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers))
    expect(second.body.equals(first.body)).toBe(true)
    expect(JSON.parse(open(second.body).toString())).toEqual(items)
    expect(second.headers['x-frame-options']).toBe('DENY')
    expect(second.headers.vary).toBe('accept-encoding')
    reached = 0
  })

  it('a revalidation with the current ETag gets the same 304 early', async () => {
    const { etag } = (await get('/items')).headers
    const first = await get('/items', { 'if-none-match': etag! })
    const before = reached
    const second = await get('/items', { 'if-none-match': etag! })
    expect(reached).toBe(before)
    expect(second.status).toBe(304)
    expect(second.body.length).toBe(0)
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers))
    // An old tag still gets the whole answer.
    const stale = await get('/items', { 'if-none-match': 'W/"old"' })
    expect(stale.status).toBe(200)
    expect(JSON.parse(stale.body.toString())).toEqual(items)
  })

  it('a write (forget) ends early answers: the next one is the new content', async () => {
    await get('/items')
    await get('/items')
    items = [...items, { id: 60, name: 'Škoda Octavia' }]
    cache.forget()
    const before = reached
    const after = await get('/items')
    expect(reached).toBe(before + 1)
    expect(JSON.parse(after.body.toString())).toHaveLength(61)
  })

  it('never answers early what is behind a sign-in', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await get('/private', { cookie: 'session=ok' })).status).toBe(200)
    }
    const before = reached
    const visitor = await get('/private')
    expect(visitor.status).toBe(401)
    expect(reached).toBe(before + 1)
    await get('/private', { cookie: 'session=ok' })
    expect(reached).toBe(before + 2)
  })

  it('leaves everything to Fastify when not allowed', async () => {
    await get('/items')
    allowed = false
    const before = reached
    expect((await get('/items')).status).toBe(200)
    expect(reached).toBe(before + 1)
  })

  it('leaves HEAD requests to Fastify, and does not learn from them', async () => {
    const before = reached
    for (let i = 0; i < 2; i++) expect((await get('/items', {}, 'HEAD')).status).toBe(200)
    expect(reached).toBe(before + 2)
    await get('/items')
    expect(reached).toBe(before + 3)
    await get('/items')
    expect(reached).toBe(before + 3)
  })

  it('a stored form goes only to a client that takes it', async () => {
    await get('/items')
    await get('/items')
    const before = reached
    const br = await get('/items', { 'accept-encoding': 'br' })
    expect(reached).toBe(before + 1)
    expect(br.headers['content-encoding']).toBe('br')
    const gzip = await get('/items', { 'accept-encoding': 'gzip' })
    expect(reached).toBe(before + 2)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    // q=0 refuses brotli; identity is always acceptable.
    const plain = await get('/items', { 'accept-encoding': 'br;q=0' })
    expect(reached).toBe(before + 2)
    expect(plain.headers['content-encoding']).toBeUndefined()
  })

  it('an expired answer is not answered early', async () => {
    await get('/items')
    await get('/items')
    const before = reached
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000)
    try {
      await get('/items')
      expect(reached).toBe(before + 1)
    } finally {
      vi.restoreAllMocks()
    }
  })

  it('a client taking neither brotli nor gzip gets what Fastify sends it, not a stored form', async () => {
    const ask = { 'accept-encoding': 'deflate' }
    const first = await get('/items', ask)
    const before = reached
    const second = await get('/items', ask)
    expect(reached).toBe(before + 1)
    expect(second.headers['content-encoding']).toBe(first.headers['content-encoding'])
  })
})

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['gzip;q=1, br;q=0.1', 'gzip'],
    ['gzip, br', 'br'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate, identity', 'identity'],
    ['gzip;q=nonsense', 'identity'],
  ])('%s -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected)
  })
})
