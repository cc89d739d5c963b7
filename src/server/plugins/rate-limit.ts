import { createRequire } from 'node:module'
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { Refusal } from '../errors'

// The plugin's own stores (not exported by its typings): the Redis one runs its atomic Lua
// counter, the local one is what an app without Redis uses.
const require = createRequire(import.meta.url)
type Incr = FastifyRateLimitStore['incr']
/** The plugin's stores also `read` a count without adding to it (`createRateLimit` uses it). */
type Store = Omit<FastifyRateLimitStore, 'child'> & { read: Incr; child(o: RouteOptions): Store }
type StoreFn = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  ...rest: unknown[]
) => Store
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreFn
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreFn

type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean }
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0]

/**
 * Counts in Redis, so that every app process shares one limit. When Redis does not answer, the
 * count falls back to this process's memory rather than letting everything through (fail-open
 * would leave login guessing unlimited during an outage) or refusing everything (fail-closed
 * would turn a Redis outage into a site outage): see docs/decisions/0020-rate-limits-in-redis-graceful-shutdown-backups.md.
 */
class SharedStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
    private readonly log: FastifyBaseLogger,
  ) {}

  incr(...args: Parameters<Incr>) {
    const [key, cb, timeWindow, max] = args
    // Not connected: no command is queued (it would wait for a reconnection), count locally.
    if (this.redis.status !== 'ready') return this.local.incr(key, cb, timeWindow, max)
    this.shared.incr(
      key,
      (err, result) => {
        if (!err) return cb(null, result)
        this.log.warn({ err: err.message }, 'rate limit: Redis failed, counting in this process')
        this.local.incr(key, cb, timeWindow, max)
      },
      timeWindow,
      max,
    )
  }

  read(...args: Parameters<Incr>) {
    const [key, cb, timeWindow, max] = args
    if (this.redis.status !== 'ready') return this.local.read(key, cb, timeWindow, max)
    this.shared.read(
      key,
      (err, result) => (err ? this.local.read(key, cb, timeWindow, max) : cb(null, result)),
      timeWindow,
      max,
    )
  }

  child(routeOptions: RouteOptions): Store {
    return new SharedStore(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.log,
    )
  }
}

/**
 * A Redis client for the rate limits and the store class @fastify/rate-limit instantiates.
 * ioredis is loaded only here, so a start without REDIS_URL does not pay for it.
 */
async function redisRateLimitStore(url: string, log: FastifyBaseLogger) {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, {
    // Fail a command at once while disconnected instead of holding the request.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    // Keep trying to come back, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  })
  let lastWarning = 0
  redis.on('error', (err: Error) => {
    // ioredis reports every failed reconnection; one line a minute is enough.
    if (Date.now() - lastWarning < 60_000) return
    lastWarning = Date.now()
    log.warn({ err: err.message }, 'rate limit: Redis unavailable, counting in this process')
  })
  // Called with the plugin's merged global parameters.
  const Store = function (this: unknown, params: StoreParams) {
    const continueExceeding = params.continueExceeding ?? false
    const exponentialBackoff = params.exponentialBackoff ?? false
    return new SharedStore(
      redis,
      new RedisStore(continueExceeding, exponentialBackoff, redis, 'wheelanes:rate-limit:'),
      new LocalStore(continueExceeding, exponentialBackoff),
      log,
    )
  } as unknown as FastifyRateLimitStoreCtor
  return { redis, Store }
}

/**
 * @fastify/rate-limit for the routes that name a limit (`config.rateLimit`); none is global.
 * With REDIS_URL every app process counts against the same limits, else each in its memory.
 */
export const rateLimits = fp(
  async function rateLimits(app: FastifyInstance, { redisUrl }: { redisUrl?: string }) {
    const shared = redisUrl ? await redisRateLimitStore(redisUrl, app.log) : undefined
    if (shared) {
      app.addHook('onClose', async () => {
        // Not connected: quit fails; disconnect also stops the reconnection attempts.
        await shared.redis.quit().catch(() => shared.redis.disconnect())
      })
    }
    await app.register(rateLimit, { global: false, ...(shared ? { store: shared.Store } : {}) })
  },
  { name: 'rate-limits' },
)

/** The client's address as limits count it: an IPv6 address by its /64 (one home, one block). */
export function clientKey(ip: string) {
  if (!ip.includes(':') || ip.includes('.')) return ip
  const [head = '', tail = ''] = ip.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`
}

/** A window's count of `limiter`: `createRateLimit` tells what remains of a max it was given. */
const COUNT_ONLY = 1_000_000_000

/**
 * Failures counted in a window, per whatever `by` names (a client address, an account, both).
 * Every attempt is counted before it is tried (an atomic increment, so parallel attempts cannot
 * all slip under a limit), and every success on a second counter: the failures are the
 * difference. `attempt` counts one and answers the failures so far, this one included, and the
 * seconds left of the window; `failures` only looks.
 */
export function failureCount(
  app: FastifyInstance,
  {
    name,
    timeWindow,
    by,
    cache,
  }: {
    name: string
    timeWindow: string
    by: (req: FastifyRequest) => string | Promise<string>
    /** How many keys this process keeps in memory without Redis (5,000 unless told). */
    cache?: number
  },
) {
  const counter = (kind: string) =>
    app.createRateLimit({
      max: COUNT_ONLY,
      timeWindow,
      keyGenerator: async (req) => `${name}:${kind}:${await by(req)}`,
      ...(cache ? { cache } : {}),
    })
  const attempts = counter('attempts')
  const successes = counter('successes')
  const count = (state: object) =>
    'remaining' in state ? COUNT_ONLY - (state.remaining as number) : 0
  const seconds = (state: object) =>
    Math.max(1, 'ttlInSeconds' in state ? (state.ttlInSeconds as number) : 1)
  return {
    async attempt(req: FastifyRequest) {
      const tried = await attempts(req)
      const succeeded = await successes(req, { increment: false })
      return { failures: count(tried) - count(succeeded), retryAfter: seconds(tried) }
    },
    async failures(req: FastifyRequest) {
      const tried = await attempts(req, { increment: false })
      const succeeded = await successes(req, { increment: false })
      return count(tried) - count(succeeded)
    },
    async succeeded(req: FastifyRequest) {
      await successes(req)
    },
  }
}

/** Answers 429 with Retry-After: the limit's own message says whose attempts are waiting. */
export function refuseAttempt(reply: FastifyReply, retryAfter: number, message: string): never {
  reply.header('retry-after', retryAfter)
  throw new Refusal(429, message)
}

/**
 * A limit on failures (wrong passwords for one account; reset requests from one address) beside
 * the route's own `config.rateLimit`: @fastify/rate-limit runs one limit per request, and this
 * one is asked inside the handler (see `failureCount`). `begin` refuses with 429 and
 * Retry-After once `max` failures are counted in the window.
 */
export function attemptLimit(
  app: FastifyInstance,
  {
    name,
    max,
    timeWindow,
    message,
    by = (req) => clientKey(req.ip),
  }: {
    name: string
    max: number
    timeWindow: string
    message: string
    /** Whose attempts: the client address by default. */
    by?: (req: FastifyRequest) => string | Promise<string>
  },
) {
  const failures = failureCount(app, { name, timeWindow, by })
  return {
    async begin(req: FastifyRequest, reply: FastifyReply) {
      const tried = await failures.attempt(req)
      if (tried.failures > max) refuseAttempt(reply, tried.retryAfter, message)
    },
    succeeded: failures.succeeded,
  }
}
