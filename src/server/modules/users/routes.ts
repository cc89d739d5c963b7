import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  deleteUserResponseSchema,
  listedUserSchema,
  roleCheckSchema,
  signupRoles,
} from '#shared/accounts'
import { errorSchema } from '#shared/errors'
import { listWindowSchema } from '#shared/lists'
import { adminUserSchema, adminUsersQuerySchema, suspendSchema } from '#shared/moderation'
import { adminNote } from '#shared/text'
import type { Guards } from '../../auth/guards'
import { adminIdParams, doneSchema } from '../moderation/admin-schemas'
import { adminList } from '../moderation/admin-list'
import { Refusal } from '../../errors'
import type { UsersService } from './service'

/**
 * docs/api.md "Users and roles", and the admin's people (docs/api.md "Operating the
 * marketplace"): find them, suspend them or lift it, delete them.
 */
export const userRoutes: FastifyPluginAsyncZod<{ users: UsersService; guards: Guards }> = async (
  app,
  { users, guards },
) => {
  const emailParam = z.object({ email: z.string().min(1).max(254) })
  const admin = guards.role('admin')

  // Only the person themself or an admin may ask about an address: no probing who is a seller.
  for (const [path, role, key] of [
    ['/users/admin/:email', 'admin', 'isAdmin'],
    ['/users/seller/:email', 'seller', 'isSeller'],
  ] as const) {
    app.get(
      path,
      {
        onRequest: guards.signedIn,
        schema: {
          tags: ['users'],
          params: emailParam,
          response: { 200: roleCheckSchema, 403: errorSchema },
        },
      },
      async (req) => {
        const me = await guards.user(req)
        const asked = req.params.email.toLowerCase()
        if (me.role !== 'admin' && asked !== me.email.toLowerCase()) {
          throw new Refusal(403, 'You can only ask about your own account')
        }
        return { [key]: (await users.roleOf(asked)) === role }
      },
    )
  }

  app.get(
    '/users',
    {
      onRequest: admin,
      schema: {
        tags: ['users'],
        querystring: listWindowSchema.extend({
          role: z.enum(signupRoles, { message: 'role must be buyer or seller' }),
        }),
        response: { 200: z.array(listedUserSchema) },
      },
    },
    (req) => users.list(req.query.role, req.query),
  )

  app.delete(
    '/users/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['users'],
        params: adminIdParams,
        response: { 200: deleteUserResponseSchema, 404: errorSchema },
      },
    },
    async (req) => ({
      deletedCount: 1,
      Name: await users.remove(req.params.id, await guards.user(req)),
    }),
  )

  adminList(app, admin, '/admin/users', adminUsersQuerySchema, adminUserSchema, (query) =>
    users.people(query, query),
  )

  app.post(
    '/admin/users/:id/suspend',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        params: adminIdParams,
        body: suspendSchema,
        response: { 200: doneSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (req) => {
      await users.suspend(req.params.id, req.body.note, await guards.user(req))
      return { done: true as const }
    },
  )

  app.post(
    '/admin/users/:id/unsuspend',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        params: adminIdParams,
        // Lifting needs no note: an empty one, as the page's dialog sends it, is none.
        body: z.object({ note: adminNote }).optional(),
        response: { 200: doneSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (req) => {
      await users.unsuspend(req.params.id, req.body?.note ?? '', await guards.user(req))
      return { done: true as const }
    },
  )
}
