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
import type { Guards } from '../../auth/guards'
import { Refusal } from '../../errors'
import type { UsersService } from './service'

/** docs/api.md "Users and roles". */
export const userRoutes: FastifyPluginAsyncZod<{ users: UsersService; guards: Guards }> = async (
  app,
  { users, guards },
) => {
  const emailParam = z.object({ email: z.string().min(1).max(254) })

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
      onRequest: guards.role('admin'),
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
      onRequest: guards.role('admin'),
      schema: {
        tags: ['users'],
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: deleteUserResponseSchema, 404: errorSchema },
      },
    },
    async (req) => ({
      deletedCount: 1,
      Name: await users.remove(req.params.id, await guards.user(req)),
    }),
  )
}
