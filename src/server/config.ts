import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v))

/** A duration written like `5s`, `30m`, `48h`, `7d` or `250ms`, in milliseconds. */
const duration = z
  .string()
  .regex(/^\d+(ms|s|m|h|d)$/, 'must be a duration such as 5s, 30m, 48h or 7d')
  .transform((v) => {
    const [, amount, unit] = /^(\d+)(ms|s|m|h|d)$/.exec(v)!
    const ms = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }
    return Number(amount) * ms[unit as keyof typeof ms]
  })
const DAY = 86_400_000

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SEED_DEMO: flag.optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  TRUST_PROXY: flag.default(false),
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CATALOGUE_CACHE_TTL: duration.default(5000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Wheelanes <no-reply@wheelanes.local>'),
  BOOKING_ANSWER_WITHIN: duration.default(48 * 3_600_000),
  BOOKING_CLOSE_AFTER: duration.default(48 * 3_600_000),
  REVIEW_WITHIN: duration.default(14 * 24 * 3_600_000),
  MESSAGE_EMAIL_AFTER: duration.default(15 * 60_000),
  OPEN_BOOKINGS_PER_BUYER: z.coerce.number().int().min(1).default(3),
  BUY_WITHIN: duration.default(7 * DAY),
  // A card authorisation lasts 7 days: a hold and its handover's confirmation must fit in it.
  HOLD_FOR: duration.refine((ms) => ms <= 6 * DAY, 'must be at most 6d').default(6 * DAY),
  HANDOVER_CONFIRM_WITHIN: duration.default(48 * 3_600_000),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(0),
  OFFER_MIN_PERCENT: z.coerce.number().int().min(1).max(99).default(50),
  OFFER_ANSWER_WITHIN: duration.default(48 * 3_600_000),
  FEATURED_PER_SELLER: z.coerce.number().int().min(1).default(2),
  FEATURED_PER_DEALER: z.coerce.number().int().min(1).default(10),
  JOB_POLL_INTERVAL: duration.refine((ms) => ms >= 500, 'must be at least 500ms').default(2000),
  UPLOAD_UNATTACHED_FOR: duration.default(24 * 3_600_000),
  UPLOADS_PER_DAY: z.coerce.number().int().min(1).default(300),
  UPLOADS_UNATTACHED_MAX: z.coerce.number().int().min(1).default(100),
  IMPORT_ALLOW_PRIVATE_URLS: flag.default(false),
  IMPORT_FETCH_MAX_MB: z.coerce.number().int().min(1).max(200).default(15),
  IMPORT_FETCH_TIMEOUT: duration.default(20_000),
  // 3 on a 2-core host: 10,000 photos in 287 s with a peak RSS of 382 MB; 4 took 283 s and
  // 404 MB (docs/performance.md, "Issue 37's targets at a glance").
  IMPORT_PHOTO_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(3),
  IMPORT_PHOTO_RETRY_AFTER: duration.default(30_000),
  API_KEY_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
})

const s3Required = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

export type Config = ReturnType<typeof parseConfig>

/** Parses the environment once; a bad value throws an error that names every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither')
  }
  if (e.NODE_ENV === 'production' && !e.PAYMENT_PROVIDER) {
    // The sandbox takes no money: a live marketplace must say which provider it means.
    throw new Error(
      'Invalid configuration:\n  PAYMENT_PROVIDER: required in production (stripe, or sandbox to take no real payments)',
    )
  }
  if (
    e.PAYMENT_PROVIDER === 'stripe' &&
    !(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET)
  ) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=stripe',
    )
  }
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET && e.DATABASE_URL) {
    // Several processes share one PostgreSQL; a secret made up by one would not be the others'.
    throw new Error(
      'Invalid configuration:\n  AUTH_SECRET: required with DATABASE_URL in production',
    )
  }
  const s3Missing = s3Required.filter((name) => !e[name])
  if (e.STORAGE === 's3' && s3Missing.length > 0) {
    throw new Error(`Invalid configuration:\n  ${s3Missing.join(', ')}: required with STORAGE=s3`)
  }
  const root = projectRoot()
  const mediaDir = path.join(path.resolve(root, e.DATA_DIR), 'media')
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(root, e.DATA_DIR),
    /** Where the local-disk image backend keeps its files (served at /media). */
    mediaDir,
    /**
     * Where photos live: this machine's disk (mediaDir), or an S3-compatible bucket that every
     * app process shares (STORAGE=s3; S3_ENDPOINT absent is AWS itself).
     */
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3' as const,
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' as const, dir: mediaDir },
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    /** ADMIN_EMAIL and ADMIN_PASSWORD: this admin account is made sure of at every start. */
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    logLevel: e.LOG_LEVEL,
    /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits). */
    trustProxy: e.TRUST_PROXY,
    stripe:
      e.PAYMENT_PROVIDER === 'stripe'
        ? {
            secretKey: e.STRIPE_SECRET_KEY!,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    /** Sign-ups allowed per client address in 10 minutes. */
    signupRateLimit: e.SIGNUP_RATE_LIMIT,
    /**
     * How long a process reuses what the public catalogue read (docs/decisions/0023-caching-public-catalogue-data.md); a write through that process forgets it at once. 0 keeps nothing.
     */
    catalogueCacheTtlMs: e.CATALOGUE_CACHE_TTL,
    /** Where e-mail goes; without it mail stays in the outbox (the admin's Outbox page). */
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** Test drives' timers (docs/api.md "Test drives"), in milliseconds. */
    bookingTimers: {
      answerWithinMs: e.BOOKING_ANSWER_WITHIN,
      closeAfterMs: e.BOOKING_CLOSE_AFTER,
    },
    /** Open test drive requests per buyer; one until their e-mail address is confirmed. */
    openBookingsPerBuyer: e.OPEN_BOOKINGS_PER_BUYER,
    /**
     * The money's rules (docs/api.md "Money held until the car changes hands"), in milliseconds.
     */
    money: {
      buyWithinMs: e.BUY_WITHIN,
      holdForMs: e.HOLD_FOR,
      confirmWithinMs: e.HANDOVER_CONFIRM_WITHIN,
      feePercent: e.PLATFORM_FEE_PERCENT,
    },
    /**
     * Offers (docs/api.md "Offers"): the lowest offer, in % of the asking price, and the answer's
     * time.
     */
    offers: { minPercent: e.OFFER_MIN_PERCENT, answerWithinMs: e.OFFER_ANSWER_WITHIN },
    /** Cars on FEATURED CARS at once: a seller's, a dealer's (issue 37, once dealers exist). */
    featured: { perSeller: e.FEATURED_PER_SELLER, perDealer: e.FEATURED_PER_DEALER },
    /** How long after a test drive ends each side may review the other (docs/api.md: 14 days). */
    reviewWithinMs: e.REVIEW_WITHIN,
    /** A message still unread this long is e-mailed (one e-mail per conversation at a time). */
    messageEmailAfterMs: e.MESSAGE_EMAIL_AFTER,
    /** How often an idle job worker asks the database for work. */
    jobPollMs: e.JOB_POLL_INTERVAL,
    /**
     * Photos (modules/uploads): one on no listing this long is deleted; each person may upload
     * `perDay` in 24 hours and have `unattachedMax` on no listing at once.
     */
    uploads: {
      unattachedForMs: e.UPLOAD_UNATTACHED_FOR,
      perDay: e.UPLOADS_PER_DAY,
      unattachedMax: e.UPLOADS_UNATTACHED_MAX,
    },
    /**
     * What dealers' imports fetch by URL (modules/dealers/safe-fetch.ts): photos and feeds.
     * Private and loopback addresses only with IMPORT_ALLOW_PRIVATE_URLS (tests, benchmarks);
     * each file at most `maxBytes` and `timeoutMs`; `photoConcurrency` photos at once per
     * process; a failed photo is tried again after `photoRetryMs`, doubling, 3 tries in all.
     */
    imports: {
      allowPrivateUrls: e.IMPORT_ALLOW_PRIVATE_URLS,
      maxBytes: e.IMPORT_FETCH_MAX_MB * 1024 * 1024,
      timeoutMs: e.IMPORT_FETCH_TIMEOUT,
      photoConcurrency: e.IMPORT_PHOTO_CONCURRENCY,
      photoRetryMs: e.IMPORT_PHOTO_RETRY_AFTER,
    },
    /** Calls one dealer API key may make a minute (modules/dealers/api-key-routes.ts). */
    apiKeyCallsPerMinute: e.API_KEY_CALLS_PER_MINUTE,
    /** Rate-limit counters shared by every app process; without it each process counts alone. */
    redisUrl: e.REDIS_URL,
    /** Signs session cookies; every app process of one marketplace needs the same value. */
    authSecret: e.AUTH_SECRET,
    /** The origin people use, for cookies, redirects and the auth library's origin check. */
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER,
          }
        : undefined,
    root,
    clientDir: path.join(root, 'dist', 'client'),
  }
}

/** The folder holding package.json, whether we run from src/ (tsx, tests) or dist/ (bundle). */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('package.json not found above ' + import.meta.url)
    dir = parent
  }
  return dir
}
