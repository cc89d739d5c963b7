import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
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

interface Entry {
  body: Buffer
  etag: string
  expires: number
  /** Behind a sign-in guard: private outside this process, no ETag. */
  signedIn: boolean
}

/** `If-None-Match` holds this tag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(header: string | undefined, etag: string) {
  if (!header) return false
  if (header.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare)
}

const tagOf = (body: Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`

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
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      reply.code(304).send()
      return
    }
  }
  // Bytes, encoded once per fill rather than once per answer.
  reply.type('application/json; charset=utf-8').send(entry.body)
}

/**
 * Serialized answers that are the same for every caller (the public ones, and the car detail,
 * the same for everyone signed in) kept in this process for `ttlMs`, keyed by the URL as sent.
 * Any successful write through this process's API empties it (`forget`); other processes
 * sharing the database converge within `ttlMs`. A generation number keeps a read that began
 * before a write from storing what it read after the write emptied the cache. At most
 * `maxEntries` answers are kept (the oldest go first), so odd URLs cannot grow it.
 */
export function publicResponseCache({ ttlMs = 5000, maxEntries = 500 } = {}) {
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
    const entry = { body, etag: tagOf(body), expires: Date.now() + ttlMs, signedIn }
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

    forget() {
      generation++
      entries.clear()
      loading.clear()
    },
  }
}
export type PublicResponseCache = ReturnType<typeof publicResponseCache>
