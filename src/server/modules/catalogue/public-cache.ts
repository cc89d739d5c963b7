import { createHash } from 'node:crypto'
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify'
import type { z } from 'zod'

/**
 * HTTP caching of public catalogue answers (docs/decisions.md "Caching public catalogue
 * responses"). Browsers revalidate every time (`no-cache` + ETag: a 304 costs no body on a
 * phone), so a seller sees their own change at once; a CDN may keep an answer 10 s and serve
 * it stale for 60 s more while it refetches (RFC 9213 CDN-Cache-Control).
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache'
export const CDN_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60'
/** Answers that depend on who asks are never stored by anyone. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'
/** Smaller answers go out uncompressed (@fastify/compress's threshold in app.ts). */
export const COMPRESS_MIN_BYTES = 1024

type Encoding = 'br' | 'gzip'
/** The forms one stored answer goes out in. */
type Variant = Encoding | 'identity' | 'not-modified'

interface Entry {
  body: Buffer
  etag: string
  expires: number
  /** Behind a sign-in guard: private outside this process, no ETag, never answered early. */
  signedIn: boolean
  /** The body compressed, once per fill, when a client first asks for that encoding. */
  encoded: Partial<Record<Encoding, Buffer>>
  /** The headers Fastify sent with each variant of this answer, replayed by `answerEarly`. */
  sent: Partial<Record<Variant, OutgoingHttpHeaders>>
}

/** `If-None-Match` holds this tag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(header: string | undefined, etag: string) {
  if (!header) return false
  if (header.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare)
}

/**
 * Brotli or gzip, whichever `Accept-Encoding` weighs higher (brotli on a tie), if either has a
 * q above 0 (RFC 9110 12.5.3); else no encoding.
 */
export function preferredEncoding(header: string | undefined): Encoding | 'identity' {
  if (!header) return 'identity'
  const q = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim())
    const weight = params.find((p) => p.startsWith('q='))
    q.set(name, weight ? Number(weight.slice(2)) : 1)
  }
  const weightOf = (name: string) => q.get(name) ?? q.get('*') ?? 0
  const br = weightOf('br')
  const gzip = weightOf('gzip')
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : 'identity'
}

const tagOf = (body: Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`

function variantOf(headers: IncomingHttpHeaders, entry: Entry): Variant {
  if (!entry.signedIn && etagMatches(headers['if-none-match'], entry.etag)) return 'not-modified'
  if (entry.body.length < COMPRESS_MIN_BYTES) return 'identity'
  return preferredEncoding(headers['accept-encoding'])
}

function bodyOf(entry: Entry, encoding: Encoding) {
  entry.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(entry.body)
  return entry.encoded[encoding]
}

/**
 * Keeps the headers Fastify sends with this variant once the answer is out, unless something
 * made it differ from the variant (a shutdown's `Connection: close`, another status).
 */
function remember(reply: FastifyReply, entry: Entry, variant: Variant) {
  reply.raw.once('finish', () => {
    const status = variant === 'not-modified' ? 304 : 200
    const encoding = reply.getHeader('content-encoding') ?? 'identity'
    const expected = variant === 'not-modified' ? 'identity' : variant
    if (reply.statusCode !== status || encoding !== expected || reply.hasHeader('connection')) {
      return
    }
    // Fastify's headers; Node adds Date, Connection and Keep-Alive to every answer itself.
    // Replayed as they are: no hook on these routes sets a header from the request.
    entry.sent[variant] = { ...reply.getHeaders() } as OutgoingHttpHeaders
  })
}

// Returns nothing on purpose: a FastifyReply is thenable, and awaiting it waits for the
// answer to be written.
function send(req: FastifyRequest, reply: FastifyReply, entry: Entry): void {
  if (entry.signedIn) {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL)
  } else {
    reply
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('cdn-cache-control', CDN_CACHE_CONTROL)
      .header('etag', entry.etag)
  }
  if (entry.body.length >= COMPRESS_MIN_BYTES) reply.header('vary', 'accept-encoding')
  const variant = variantOf(req.headers, entry)
  if (req.method === 'GET' && !entry.signedIn && !entry.sent[variant]) {
    remember(reply, entry, variant)
  }
  if (variant === 'not-modified') {
    reply.code(304).send()
    return
  }
  reply.type('application/json; charset=utf-8')
  // Bytes, serialized and compressed once per fill rather than once per answer (compress
  // leaves an answer alone that already names its encoding).
  if (variant === 'identity') reply.send(entry.body)
  else reply.header('content-encoding', variant).send(bodyOf(entry, variant))
}

/**
 * Serialized answers that are the same for every caller (the public ones, and the car detail,
 * the same for everyone signed in) kept in this process for `ttlMs`, keyed by the URL as sent.
 * Any successful write through this process's API empties it (`forget`); other processes
 * sharing the database converge within `ttlMs`. A generation number keeps a read that began
 * before a write from storing what it read after the write emptied the cache. At most
 * `maxEntries` answers are kept (the oldest go first), so odd URLs cannot grow it.
 */
export function publicResponseCache({
  ttlMs = 5000,
  maxEntries = 500,
  allowed = () => true,
}: { ttlMs?: number; maxEntries?: number; allowed?: () => boolean } = {}) {
  const entries = new Map<string, Entry>()
  const loading = new Map<string, Promise<Entry | null>>()
  let generation = 0

  async function fill<T>(
    key: string,
    load: () => Promise<T | null>,
    schema: z.ZodType<T>,
    signedIn: boolean,
  ): Promise<Entry | null> {
    const startedAt = generation
    const value = await load()
    if (value === null) return null
    // Validated and shaped by the same schema the route declares, once per fill.
    const body = Buffer.from(JSON.stringify(schema.parse(value)))
    const entry: Entry = {
      body,
      etag: tagOf(body),
      expires: Date.now() + ttlMs,
      signedIn,
      encoded: {},
      sent: {},
    }
    if (ttlMs > 0 && startedAt === generation) {
      entries.delete(key)
      entries.set(key, entry)
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
    }
    return entry
  }

  const fresh = (key: string) => {
    const entry = entries.get(key)
    return entry && entry.expires > Date.now() ? entry : undefined
  }

  return {
    /**
     * An onRequest hook (after the route's guard): a stored answer goes out before the
     * request is validated or reaches its handler. A miss goes on to the handler.
     */
    hit(req: FastifyRequest, reply: FastifyReply, done: () => void) {
      const entry = fresh(req.url)
      // Answered here: the rest of the request's hooks and the handler are skipped.
      if (entry) send(req, reply, entry)
      else done()
    },

    /**
     * The handler's side: answers from the cache or `load`; false when `load` found nothing
     * (the caller's 404), and then nothing was sent.
     * Concurrent misses for one URL share one load.
     */
    async serve<T>(
      req: FastifyRequest,
      reply: FastifyReply,
      load: () => Promise<T | null>,
      schema: z.ZodType<T>,
      /** Signed-in only (the route's guard checked): the same bytes, never stored outside. */
      { signedIn = false } = {},
    ): Promise<boolean> {
      const key = req.url
      let entry: Entry | null | undefined = fresh(key)
      if (!entry) {
        let pending = loading.get(key)
        if (!pending) {
          const started = fill(key, load, schema, signedIn).finally(() => {
            if (loading.get(key) === started) loading.delete(key)
          })
          pending = started
          loading.set(key, started)
        }
        entry = await pending
      }
      if (!entry) return false
      send(req, reply, entry)
      return true
    },

    /**
     * Answers a request before Fastify sees it, when it asks for a stored public answer in a
     * form Fastify has already sent (same URL, same variant): the same status, headers and
     * bytes, without the framework's work. False when Fastify must answer; `allowed` says
     * whether early answers may go out at all.
     */
    answerEarly(req: http.IncomingMessage, res: http.ServerResponse): boolean {
      if (req.method !== 'GET' || !allowed()) return false
      const entry = fresh(req.url!)
      if (!entry || entry.signedIn) return false
      const variant = variantOf(req.headers, entry)
      const head = entry.sent[variant]
      if (!head) return false
      if (variant === 'not-modified') res.writeHead(304, head).end()
      else
        res.writeHead(200, head).end(variant === 'identity' ? entry.body : entry.encoded[variant])
      return true
    },

    forget() {
      generation++
      entries.clear()
      loading.clear()
    },
  }
}
export type PublicResponseCache = ReturnType<typeof publicResponseCache>

/**
 * Fastify's HTTP server, with the timeouts Fastify would set, except that `cache` may answer
 * a request before Fastify sees it (`answerEarly`; docs/decisions.md "Stored answers before
 * the framework").
 */
export function serverAnsweringEarly(cache: PublicResponseCache): FastifyServerFactory {
  return (handler, options) => {
    // Fastify has filled in its defaults by now. HTTPS and HTTP/2 are a proxy's job here.
    if (options.https || options.http2) throw new Error('serverAnsweringEarly serves HTTP/1.1')
    const timeouts = options as Record<
      'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket',
      number
    >
    const server = http.createServer(options.http ?? {}, (req, res) => {
      if (!cache.answerEarly(req, res)) handler(req, res)
    })
    server.keepAliveTimeout = timeouts.keepAliveTimeout
    server.requestTimeout = timeouts.requestTimeout
    server.setTimeout(timeouts.connectionTimeout)
    if (timeouts.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = timeouts.maxRequestsPerSocket
    return server
  }
}
