import { randomUUID } from 'node:crypto'
import { APIError, betterAuth } from 'better-auth'
import type { FastifyBaseLogger } from 'fastify'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { createAuthMiddleware, isAPIError } from 'better-auth/api'
// The two plugins by their own paths: 'better-auth/plugins' loads all of them (start-up time).
import { bearer } from 'better-auth/plugins/bearer'
import { genericOAuth } from 'better-auth/plugins/generic-oauth'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { signupRoles } from '#shared/accounts'
import { paths } from '#shared/paths'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { loggableError } from '../errors'
import * as schema from '../db/schema'

export const INVALID_LOGIN = 'Invalid email or password'
export const ACCOUNT_SUSPENDED =
  'This account is suspended. If you think this is a mistake, write to us through the Contact page.'
export const LINK_REFUSED = 'This e-mail already has an account: sign in with its password'

/**
 * The mark left when a signed-in person who gave their password starts linking Google, with the
 * flow's `state`: only that flow's callback, within LINK_INTENT_MINUTES, may make the link.
 */
export const linkIntentOf = (userId: string) => `google-link:${userId}`
export const LINK_INTENT_MINUTES = 10

/** Leaves that mark for `userId`'s flow with this `state` (a new flow replaces an older mark). */
export async function intendLink(db: Db, userId: string, state: string) {
  const identifier = linkIntentOf(userId)
  await db.transaction(async (tx) => {
    await tx.delete(schema.verifications).where(eq(schema.verifications.identifier, identifier))
    await tx.insert(schema.verifications).values({
      id: randomUUID(),
      identifier,
      value: state,
      expiresAt: new Date(Date.now() + LINK_INTENT_MINUTES * 60_000),
    })
  })
}

/**
 * The auth library does password hashing, sessions (in our database, so every app process
 * sees them), bearer tokens and the OpenID Connect dance. Our code decides roles: a sign-up may
 * only choose buyer or seller, and deleted or (in production) demo accounts get no session.
 */
type Person = { id: string; name: string; email: string; role?: unknown }

/** What the app does when something happens to an account (accounts/account-events.tsx). */
export interface AuthEvents {
  welcome(user: Person): Promise<void>
  verified(user: Person): Promise<void>
  /** Sends the link that lets `user` choose a new password (`token` goes in the link). */
  passwordReset(user: Person, token: string): Promise<void>
  /** Sends the link that confirms `user`'s e-mail address. */
  verifyEmail(user: Person, token: string): Promise<void>
  /** Tells `user` their password was just changed (on the Account page) or reset (by link). */
  passwordChanged(user: Person, how: 'changed' | 'reset'): Promise<void>
}

export function createAuth(
  db: Db,
  config: Config,
  secret: string,
  log: FastifyBaseLogger,
  events: AuthEvents,
) {
  const production = config.env === 'production'
  return betterAuth({
    appName: 'Wheelanes',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [new URL(config.publicUrl).origin],
    telemetry: { enabled: false },
    // A sign-in with the identity provider that cannot go on (no or a forged state) lands on
    // our sign-in page with its message, not on the library's own error page (not mounted).
    onAPIError: { errorURL: `${paths.login.to()}?error=google` },
    // Into our structured log; a failed sign-in attempt is a warning, not a crash.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const err = args.find((a) => a instanceof Error)
        log[level === 'error' ? 'warn' : level]({ err: loggableError(err), auth: true }, message)
      },
    },
    // Our routes rate-limit sign-in and sign-up themselves (shared with REDIS_URL later).
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
      },
    }),
    advanced: { database: { generateId: () => randomUUID() } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // A reset link works once, for an hour, and ends every session of the account.
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        // No mail for a deleted account, nor (in production) for a demo one: neither signs in.
        const [person] = await db
          .select({ isDemo: schema.users.isDemo })
          .from(schema.users)
          .where(and(eq(schema.users.id, user.id), isNull(schema.users.deletedAt)))
        if (!person || (production && person.isDemo)) return
        await events.passwordReset(user, token)
      },
      // The holder hears of it at once, whoever used the link (docs/api.md "Trust and safety").
      onPasswordReset: ({ user }) => events.passwordChanged(user, 'reset'),
    },
    // Sent at sign-up and on request; an unconfirmed address still signs in and books (later
    // features, such as messages, ask for it).
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: ({ user, token }) => events.verifyEmail(user, token),
      afterEmailVerification: (user) => events.verified(user),
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'buyer', input: true },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    hooks: {
      // A password changed on the Account page: the holder hears of it, as after a reset.
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned
        if (ctx.path !== '/change-password' || !returned || isAPIError(returned)) return
        const { user } = returned as { user?: Person }
        if (user) await events.passwordChanged(user, 'changed')
      }),
    },
    plugins: [
      bearer(),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: `${config.google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            const role = user.role ?? 'buyer'
            if (!(signupRoles as readonly unknown[]).includes(role)) {
              throw new APIError('BAD_REQUEST', { message: 'Type required' })
            }
            return { data: { ...user, role } }
          },
          after: (user) => events.welcome(user),
        },
      },
      account: {
        create: {
          // An identity provider is never linked on its own say-so to an account that already
          // signs in another way (an admin's, or one with a password): whoever controls that
          // e-mail at the provider would get the account. Such a person signs in as before, or
          // links Google from the Account page after giving the password (linkIntent).
          async before(account, ctx) {
            if (account.providerId === 'credential') return
            // The callback of the very flow the Account page started (the same `state`).
            const state = (ctx?.query as { state?: unknown } | undefined)?.state
            const [intended] =
              typeof state === 'string'
                ? await db
                    .delete(schema.verifications)
                    .where(
                      and(
                        eq(schema.verifications.identifier, linkIntentOf(account.userId)),
                        eq(schema.verifications.value, state),
                        gt(schema.verifications.expiresAt, new Date()),
                      ),
                    )
                    .returning({ id: schema.verifications.id })
                : []
            if (intended) return
            const [owner] = await db
              .select({ role: schema.users.role })
              .from(schema.users)
              .where(eq(schema.users.id, account.userId))
            const [other] = await db
              .select({ id: schema.accounts.id })
              .from(schema.accounts)
              .where(eq(schema.accounts.userId, account.userId))
              .limit(1)
            if (owner && (owner.role === 'admin' || other)) {
              throw new APIError('FORBIDDEN', { message: LINK_REFUSED })
            }
          },
        },
      },
      session: {
        create: {
          async before(session) {
            const [user] = await db
              .select({ isDemo: schema.users.isDemo, suspendedAt: schema.users.suspendedAt })
              .from(schema.users)
              .where(and(eq(schema.users.id, session.userId), isNull(schema.users.deletedAt)))
            if (!user || (production && user.isDemo)) {
              throw new APIError('UNAUTHORIZED', { message: INVALID_LOGIN })
            }
            // Told only after the password was right: nobody learns it by guessing an address.
            if (user.suspendedAt) throw new APIError('FORBIDDEN', { message: ACCOUNT_SUSPENDED })
          },
        },
      },
    },
  })
}
export type Auth = ReturnType<typeof createAuth>
