import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  loginResponseSchema,
  loginSchema,
  logoutResponseSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  passwordResetSchema,
  providersSchema,
  sessionSchema,
  signupResponseSchema,
  signupSchema,
  statusResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  userSchema,
  type User,
} from '#shared/accounts'
import { errorSchema } from '#shared/errors'
import { paths } from '#shared/paths'
import { ACCOUNT_SUSPENDED, INVALID_LOGIN, type Auth } from '../../auth/auth'
import type { Guards } from '../../auth/guards'
import { Refusal } from '../../errors'
import { attemptLimit } from '../../plugins/rate-limit'
import { clientError, refusing } from './auth-refusals'
import { forwardCookies } from './cookies'
import { loginLimits } from './login-limits'

interface Deps {
  auth: Auth
  guards: Guards
  googleEnabled: boolean
  signupRateLimit: number
}

const toUser = (u: { id: string; name: string; email: string; role?: unknown }): User =>
  userSchema.parse({ _id: u.id, name: u.name, email: u.email, role: u.role ?? 'buyer' })

/** Only a path on this site may be a place to return to after signing in. */
const returnPath = z
  .string()
  .regex(/^\/(?![/\\])[^\s]*$/)
  .max(500)
  .catch(paths.home.to())

/** The e-mail address a request's body names, lowercased: a limit counts per account by it. */
const bodyEmail = (req: { body?: unknown }) =>
  String((req.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()

/** A limit per `name` and e-mail address the body names: after body parsing, which reads it. */
const perEmail = (name: string, max: number, timeWindow: string) => ({
  hook: 'preHandler' as const,
  max,
  timeWindow,
  keyGenerator: (req: { body?: unknown }) => `${name}:${bodyEmail(req)}`,
})

// A burst of guesses at one account from one client address is stopped quickly; the real owner
// waits a minute at most.
const loginLimit = {
  hook: 'preHandler' as const,
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: (req: { ip: string; body?: unknown }) => `login:${req.ip}:${bodyEmail(req)}`,
}

// Reset e-mails: 5 an hour per address asked about, whoever asks; and 20 an hour per client
// address, whatever addresses it asks about (attemptLimit below).
const resetLimit = perEmail('reset', 5, '1 hour')

// Confirmation e-mails on request: 3 an hour per account.
const verifyLimit = perEmail('verify', 3, '1 hour')

export const accountRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { auth, guards, googleEnabled, signupRateLimit },
) => {
  // Failed sign-ins per address and account, per account, and one password sprayed over many
  // accounts (login-limits.ts); the route's own limit counts attempts per address and account.
  const failedLogins = loginLimits(app, {
    secret: auth.options.secret ?? '',
    secure: auth.options.baseURL?.startsWith('https:') ?? false,
  })
  const resetRequests = attemptLimit(app, {
    name: 'reset-requests',
    max: 20,
    timeWindow: '1 hour',
    message: 'Too many password reset requests from your network. Please try again later.',
  })

  app.post(
    '/auth/signup',
    {
      config: { rateLimit: { max: signupRateLimit, timeWindow: '10 minutes' } },
      schema: {
        tags: ['accounts'],
        body: signupSchema,
        response: { 201: signupResponseSchema, 409: errorSchema },
      },
    },
    async (req, reply) => {
      const { firstName, lastName, email, role, password } = req.body
      const { headers, response } = await refusing(
        auth.api.signUpEmail({
          body: { name: `${firstName} ${lastName}`, email: email.toLowerCase(), password, role },
          headers: fromNodeHeaders(req.headers),
          returnHeaders: true,
        }),
        (err) =>
          String(err.body?.code).startsWith('USER_ALREADY_EXISTS')
            ? new Refusal(409, 'An account with this email already exists')
            : undefined,
      )
      forwardCookies(reply, headers)
      return reply.code(201).send({ user: toUser(response.user) })
    },
  )

  app.post(
    '/auth/login',
    {
      config: { rateLimit: loginLimit },
      schema: {
        tags: ['accounts'],
        body: loginSchema,
        response: { 200: loginResponseSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (req, reply) => {
      await failedLogins.begin(req, reply)
      const { headers, response } = await refusing(
        auth.api.signInEmail({
          body: { email: req.body.email.toLowerCase(), password: req.body.password },
          headers: fromNodeHeaders(req.headers),
          returnHeaders: true,
        }),
        (err) =>
          err.body?.message === ACCOUNT_SUSPENDED
            ? new Refusal(403, ACCOUNT_SUSPENDED)
            : // One message for an unknown email and a wrong password: no account probing.
              clientError(401, INVALID_LOGIN)(err),
      )
      await failedLogins.succeeded(req, reply)
      forwardCookies(reply, headers)
      return { token: response.token, user: toUser(response.user) }
    },
  )

  // Same answer whether the address has an account or not (no account discovery); the limit
  // stops mail bombing one address.
  app.post(
    '/auth/request-password-reset',
    {
      config: { rateLimit: resetLimit },
      schema: {
        tags: ['accounts'],
        body: passwordResetRequestSchema,
        response: { 200: statusResponseSchema },
      },
    },
    async (req, reply) => {
      // Every request counts (none "succeeds"): 20 an hour from one client address.
      await resetRequests.begin(req, reply)
      await auth.api.requestPasswordReset({ body: { email: req.body.email.toLowerCase() } })
      return { status: true as const }
    },
  )

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['accounts'],
        body: passwordResetSchema,
        response: { 200: passwordResetResponseSchema },
      },
    },
    async (req) => {
      // Whose link it is, read before the reset uses it up, so that /login can fill in the
      // address. The link was mailed there: its holder learns nothing they did not know.
      const auth$ = await auth.$context
      const link = await auth$.internalAdapter.findVerificationValue(
        `reset-password:${req.body.token}`,
      )
      const holder = link ? await auth$.internalAdapter.findUserById(link.value) : null
      await refusing(
        auth.api.resetPassword({ body: req.body }),
        clientError(400, 'This reset link is invalid or has expired. Ask for a new one.'),
      )
      // The reset succeeded, so the link was valid and `holder` found.
      return { status: true as const, email: holder?.email ?? null }
    },
  )

  app.post(
    '/auth/logout',
    {
      onRequest: guards.signedIn,
      schema: { tags: ['accounts'], response: { 200: logoutResponseSchema } },
    },
    async (req, reply) => {
      const { headers } = await auth.api.signOut({
        headers: fromNodeHeaders(req.headers),
        returnHeaders: true,
      })
      forwardCookies(reply, headers)
      return { success: true }
    },
  )

  app.get(
    '/auth/me',
    { schema: { tags: ['accounts'], response: { 200: sessionSchema } } },
    async (req) => {
      const u = await guards.currentUser(req)
      return { user: u ? { ...toUser(u), emailVerified: u.emailVerified } : null }
    },
  )

  app.get(
    '/auth/providers',
    { schema: { tags: ['accounts'], response: { 200: providersSchema } } },
    () => ({ google: googleEnabled }),
  )

  app.get(
    '/auth/google',
    {
      schema: {
        tags: ['accounts'],
        querystring: z.object({ returnTo: returnPath.optional() }),
        response: { 404: errorSchema },
      },
    },
    async (req, reply) => {
      if (!googleEnabled) throw new Refusal(404, 'Google sign-in is not configured')
      const { headers, response } = await auth.api.signInSocial({
        body: {
          provider: 'google',
          callbackURL: req.query.returnTo ?? paths.home.to(),
          errorCallbackURL: `${paths.login.to()}?error=google`,
        },
        headers: fromNodeHeaders(req.headers),
        returnHeaders: true,
      })
      forwardCookies(reply, headers)
      if (!response.url) throw new Error('The identity provider gave no sign-in address')
      return reply.redirect(response.url)
    },
  )

  // The identity provider sends the browser back here; the auth library checks state and PKCE,
  // creates or finds the account (new ones are buyers) and starts the session.
  /**
   * A browser arriving from a link or a redirect (the identity provider, an e-mail): the
   * library's own endpoint answers, and its redirect is passed on with its cookies.
   */
  async function followLibrary(req: FastifyRequest, reply: FastifyReply) {
    const url = new URL(req.url, auth.options.baseURL)
    const res = await auth.handler(
      new Request(url, { method: 'GET', headers: fromNodeHeaders(req.headers) }),
    )
    forwardCookies(reply, res.headers)
    const location = res.headers.get('location')
    if (location)
      return reply.redirect(location, res.status >= 300 && res.status < 400 ? res.status : 302)
    return res
  }

  app.get('/auth/callback/:providerId', { schema: { hide: true } }, async (req, reply) => {
    const res = await followLibrary(req, reply)
    if (!(res instanceof Response)) return res
    // Our refusal to link Google to an account that signs in another way (auth.ts): back to the
    // sign-in page, which says to use the password, as the library does for its own refusal.
    if (res.status === 403)
      return reply.redirect(`${paths.login.to()}?error=google&error=account_not_linked`)
    // Anything but a redirect is an error (an unknown provider, say): answer it in the API's shape.
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null
    const message =
      typeof body?.message === 'string' ? body.message : 'Sign-in could not be completed'
    return reply.code(res.status >= 400 ? res.status : 400).send({ message })
  })

  // The link of the confirmation e-mail: marks the address confirmed and lands on
  // /email-verified, or there with `?error=` for a bad or expired link.
  app.get(
    '/auth/verify-email',
    { schema: { hide: true, querystring: z.object({ token: z.string().max(2000) }).loose() } },
    async (req, reply) => {
      const res = await followLibrary(req, reply)
      if (!(res instanceof Response)) return res
      return reply.redirect(`${paths.emailVerified.to()}?error=INVALID_TOKEN`)
    },
  )

  app.post(
    '/auth/send-verification-email',
    {
      onRequest: guards.signedIn,
      config: { rateLimit: verifyLimit },
      schema: {
        tags: ['accounts'],
        body: passwordResetRequestSchema,
        response: { 200: statusResponseSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (req) => {
      const me = await guards.user(req)
      if (req.body.email.toLowerCase() !== me.email.toLowerCase()) {
        throw new Refusal(403, 'You can only confirm your own e-mail address')
      }
      if (me.emailVerified) throw new Refusal(409, 'Your e-mail address is already confirmed')
      await auth.api.sendVerificationEmail({
        body: { email: me.email, callbackURL: paths.emailVerified.to() },
      })
      return { status: true as const }
    },
  )

  app.post(
    '/jwt',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['accounts'],
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, 403: errorSchema },
      },
    },
    async (req) => {
      const u = await guards.user(req)
      if (req.body.email.trim().toLowerCase() !== u.email.toLowerCase()) {
        throw new Refusal(403, 'You can only get a token for your own account')
      }
      return { token: u.token, user: { role: u.role } }
    },
  )
}
