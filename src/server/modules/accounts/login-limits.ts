import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { clientKey, failureCount, refuseAttempt } from '../../plugins/rate-limit'

/**
 * Failed sign-ins, each counted in 15 minutes (docs/decisions/0088-login-limits.md):
 * - per client address and account: 10, so a guesser at one account stops there while the
 *   account's owner, elsewhere, signs in;
 * - per account, from every address: 30, a guesser spread over many addresses; the browser the
 *   owner signed in with before (a signed cookie) still gets in;
 * - per client address over every account: past 30 the address is spraying one password over
 *   many accounts, and gets only 3 tries per account. An account it has not failed at signs in
 *   with the right password: an office behind one address is not locked out by one of its own.
 */
export const LOGIN_LIMITS = {
  window: '15 minutes',
  perAddressAndAccount: 10,
  perAccount: 30,
  spraying: 30,
  perAccountWhileSpraying: 3,
} as const

const KNOWN_DEVICE = 'wheelanes.known-device'
const YEAR_SECONDS = 365 * 24 * 60 * 60

const accountOf = (req: FastifyRequest) =>
  String((req.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase()

export function loginLimits(app: FastifyInstance, { secret, secure }: SigningOptions) {
  const window = LOGIN_LIMITS.window
  // Many keys: a spray over thousands of accounts must not push the counters out of memory.
  const cache = 50_000
  const address = (req: FastifyRequest) => clientKey(req.ip)
  const pair = failureCount(app, {
    name: 'login-pair',
    timeWindow: window,
    cache,
    by: (req) => `${address(req)}:${accountOf(req)}`,
  })
  const account = failureCount(app, {
    name: 'login-account',
    timeWindow: window,
    cache,
    by: accountOf,
  })
  const spray = failureCount(app, { name: 'login-address', timeWindow: window, cache, by: address })
  const device = knownDevice({ secret, secure })

  return {
    /** Counts a sign-in about to be tried, or refuses it with 429. */
    async begin(req: FastifyRequest, reply: FastifyReply) {
      const spraying = (await spray.failures(req)) > LOGIN_LIMITS.spraying
      const own = await pair.attempt(req)
      const ownMax = spraying
        ? LOGIN_LIMITS.perAccountWhileSpraying
        : LOGIN_LIMITS.perAddressAndAccount
      if (own.failures > ownMax) {
        refuseAttempt(
          reply,
          own.retryAfter,
          'Too many failed sign-ins to this account from your network. Please wait and try again.',
        )
      }
      const all = await account.attempt(req)
      if (all.failures > LOGIN_LIMITS.perAccount && !device.knows(req, accountOf(req))) {
        refuseAttempt(
          reply,
          all.retryAfter,
          'Too many failed sign-ins to this account. Please wait and try again, from a device you have signed in with before if you can.',
        )
      }
      await spray.attempt(req)
    },

    /** The password was right: not a failure anywhere, and this browser is known from now on. */
    async succeeded(req: FastifyRequest, reply: FastifyReply) {
      await Promise.all([pair.succeeded(req), account.succeeded(req), spray.succeeded(req)])
      device.remember(reply, accountOf(req))
    },
  }
}

interface SigningOptions {
  /** The app's secret: the cookie is signed with it. */
  secret: string
  /** Only over HTTPS (PUBLIC_URL's scheme). */
  secure: boolean
}

/**
 * A browser that signed in to an account before carries a cookie saying so (a random value
 * and its signature for that account: OWASP's "device cookie"), sent only to the sign-in
 * route. It lets the owner past the per-account limit that guessers from elsewhere set off.
 */
function knownDevice({ secret, secure }: SigningOptions) {
  const sign = (account: string, nonce: string) =>
    createHmac('sha256', secret).update(`known-device:${account}:${nonce}`).digest('base64url')
  return {
    knows(req: FastifyRequest, account: string) {
      const cookie = (req.headers.cookie ?? '')
        .split(';')
        .map((c) => c.trim())
        .find((c) => c.startsWith(`${KNOWN_DEVICE}=`))
      const [nonce, signature] = (cookie?.slice(KNOWN_DEVICE.length + 1) ?? '').split('.')
      if (!nonce || !signature) return false
      const expected = Buffer.from(sign(account, nonce))
      const given = Buffer.from(signature)
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
    remember(reply: FastifyReply, account: string) {
      const nonce = randomBytes(12).toString('base64url')
      reply.header(
        'set-cookie',
        `${KNOWN_DEVICE}=${nonce}.${sign(account, nonce)}; Path=/api/auth/login; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
      )
    },
  }
}
