import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  accountDeletedSchema,
  accountDeleteSchema,
  accountPatchSchema,
  accountSchema,
  googleLinkResponseSchema,
  googleLinkSchema,
  passwordChangeSchema,
  tokenResponseSchema,
  unsubscribedSchema,
  unsubscribeQuerySchema,
} from '#shared/accounts'
import { accountExportSchema } from '#shared/account-export'
import { errorSchema } from '#shared/errors'
import { paths } from '#shared/paths'
import type { Auth } from '../../auth/auth'
import type { Guards } from '../../auth/guards'
import { Refusal } from '../../errors'
import { attemptLimit } from '../../plugins/rate-limit'
import type { AccountService } from './account-service'
import { clientError, refusing } from './auth-refusals'
import { forwardCookies } from './cookies'

interface Deps {
  auth: Auth
  guards: Guards
  account: AccountService
  googleEnabled: boolean
}

// Per client address, per route; the password itself is also limited per account below.
const passwordLimit = { max: 10, timeWindow: '15 minutes' }

/** The signed-in person's own account (docs/api.md "Account and e-mail"). */
export const accountSettingsRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { auth, guards, account, googleEnabled },
) => {
  // The password is asked because a stolen session alone must not be enough to change it, link
  // another sign-in or delete the account: wrong passwords are limited per account, across the
  // three routes and every client address.
  const wrongPasswords = attemptLimit(app, {
    name: 'account-password',
    max: 10,
    timeWindow: '15 minutes',
    message: 'Too many wrong passwords. Please wait a few minutes and try again.',
    by: async (req) => (await guards.user(req)).id,
  })
  async function checkPassword(req: FastifyRequest, reply: FastifyReply, password: string) {
    await wrongPasswords.begin(req, reply)
    await account.confirmPassword((await guards.user(req)).id, password)
    await wrongPasswords.succeeded(req)
  }

  // The three routes that ask for the password: signed in, and limited per client address too.
  const asksPassword = { onRequest: guards.signedIn, config: { rateLimit: passwordLimit } }

  app.get(
    '/account',
    {
      onRequest: guards.signedIn,
      schema: { tags: ['account'], response: { 200: accountSchema } },
    },
    async (req) => account.get((await guards.user(req)).id),
  )

  app.patch(
    '/account',
    {
      onRequest: guards.signedIn,
      schema: { tags: ['account'], body: accountPatchSchema, response: { 200: accountSchema } },
    },
    async (req) => account.update((await guards.user(req)).id, req.body),
  )

  // Every other session ends; this one goes on with a new token (in the cookie, and in the
  // answer for an API client).
  app.post(
    '/account/password',
    {
      ...asksPassword,
      schema: {
        tags: ['account'],
        body: passwordChangeSchema,
        response: { 200: tokenResponseSchema.pick({ token: true }), 400: errorSchema },
      },
    },
    async (req, reply) => {
      await wrongPasswords.begin(req, reply)
      const { headers, response } = await refusing(
        auth.api.changePassword({
          body: { ...req.body, revokeOtherSessions: true },
          headers: fromNodeHeaders(req.headers),
          returnHeaders: true,
        }),
        (err) =>
          err.body?.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND'
            ? new Refusal(
                400,
                'Your account signs in with Google and has no password. Use "Forgot password?" to set one.',
              )
            : clientError(400, 'Your current password is not right')(err),
      )
      await wrongPasswords.succeeded(req)
      forwardCookies(reply, headers)
      if (!response.token) throw new Error('The auth library started no new session')
      return { token: response.token }
    },
  )

  // Linking Google to an account with a password asks for that password once; the answer is
  // the provider's sign-in address, and its callback makes the link (auth.ts).
  app.post(
    '/account/google',
    {
      ...asksPassword,
      schema: {
        tags: ['account'],
        body: googleLinkSchema,
        response: { 200: googleLinkResponseSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      if (!googleEnabled) throw new Refusal(404, 'Google sign-in is not configured')
      const me = await guards.user(req)
      await checkPassword(req, reply, req.body.password)
      const { headers, response } = await auth.api.linkSocialAccount({
        body: {
          provider: 'google',
          callbackURL: `${paths.account.to()}?linked=google`,
          errorCallbackURL: `${paths.account.to()}?error=google`,
          disableRedirect: true,
        },
        headers: fromNodeHeaders(req.headers),
        returnHeaders: true,
      })
      const state = new URL(response.url).searchParams.get('state')
      if (!state) throw new Error('The identity provider address has no state')
      await account.intendGoogleLink(me.id, state)
      forwardCookies(reply, headers)
      return { url: response.url }
    },
  )

  app.get(
    '/account/export',
    {
      onRequest: guards.signedIn,
      schema: { tags: ['account'], response: { 200: accountExportSchema } },
    },
    async (req, reply) => {
      const me = await guards.user(req)
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .header('content-disposition', `attachment; filename="wheelanes-data-${day}.json"`)
        .send(await account.export(me))
    },
  )

  app.delete(
    '/account',
    {
      ...asksPassword,
      schema: {
        tags: ['account'],
        body: accountDeleteSchema,
        response: { 200: accountDeletedSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (req, reply) => {
      await checkPassword(req, reply, req.body.password)
      await account.remove((await guards.user(req)).id)
      // The sessions are gone from the database; the auth library has the browser forget its
      // cookie too.
      const { headers } = await auth.api.signOut({
        headers: fromNodeHeaders(req.headers),
        returnHeaders: true,
      })
      forwardCookies(reply, headers)
      return { deleted: true as const }
    },
  )

  // The link of a non-essential e-mail. Mail programs post here with a form body
  // (`List-Unsubscribe=One-Click`, RFC 8058); the app's /unsubscribe page posts with none.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>()
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, {}),
    )
    oneClick.post(
      '/unsubscribe',
      {
        // Large mail providers post from a few shared addresses.
        config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
        schema: {
          tags: ['account'],
          querystring: unsubscribeQuerySchema,
          response: { 200: unsubscribedSchema, 400: errorSchema },
        },
      },
      async (req) => ({ kind: await account.unsubscribe(req.query.token) }),
    )
    // A mail program that opens the List-Unsubscribe address instead of posting to it lands on
    // the page that asks; opening a link changes nothing.
    oneClick.get(
      '/unsubscribe',
      { schema: { hide: true, querystring: unsubscribeQuerySchema } },
      (req, reply) =>
        reply.redirect(
          `${paths.unsubscribe.to()}?token=${encodeURIComponent(req.query.token)}`,
          303,
        ),
    )
  })
}
