import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  dealerCreatedSchema,
  dealerIdSchema,
  dealerPatchSchema,
  dealerSchema,
  inviteSchema,
  inviteTokenSchema,
  joinedSchema,
  membersSchema,
  myDealerSchema,
  newDealerSchema,
  newInviteSchema,
  publicDealerSchema,
  verifiedSchema,
  verifyDealerSchema,
} from '#shared/dealers'
import { errorSchema } from '#shared/errors'
import type { Guards } from '../../auth/guards'
import type { DealersModule } from './module'

const idParams = z.object({ id: dealerIdSchema })
const refusals = { 400: errorSchema, 404: errorSchema, 409: errorSchema }
const done = z.object({ acknowledged: z.literal(true) })
/** The answer of a move that has nothing else to say, once it is made. */
const acknowledged = async (move: Promise<void>) => {
  await move
  return { acknowledged: true as const }
}

/**
 * docs/api.md "Dealers": the organisation, its public page, its people and invitations, and the
 * admin's check. The back office's routes are behind the dealer guard (access.ts): outsiders,
 * admins included, get 404.
 */
export const dealerRoutes: FastifyPluginAsyncZod<{
  dealers: Pick<DealersModule, 'access' | 'dealers' | 'members'>
  guards: Guards
}> = async (app, { dealers: { access, dealers, members }, guards }) => {
  const owner = access.guard(['owner'])

  app.post(
    '/dealers',
    {
      onRequest: guards.role('seller'),
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['dealers'],
        body: newDealerSchema,
        response: { 201: dealerCreatedSchema, ...refusals },
      },
    },
    async (req, reply) => {
      const id = await dealers.create(req.body, await guards.user(req))
      return reply.code(201).send({ _id: id })
    },
  )

  // The dashboard's "Dealer" page reads who the caller works for.
  app.get(
    '/dealers/mine',
    {
      onRequest: guards.signedIn,
      schema: { tags: ['dealers'], response: { 200: myDealerSchema } },
    },
    async (req) => dealers.mine((await guards.user(req)).id),
  )

  app.get(
    '/dealers/:id',
    {
      schema: {
        tags: ['dealers'],
        params: idParams,
        response: { 200: publicDealerSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (req) => dealers.page(req.params.id),
  )

  app.patch(
    '/dealers/:id',
    {
      onRequest: owner,
      schema: {
        tags: ['dealers'],
        params: idParams,
        body: dealerPatchSchema,
        response: { 200: dealerSchema, ...refusals },
      },
    },
    async (req) => dealers.update(req.params.id, req.body),
  )

  app.post(
    '/dealers/:id/invites',
    {
      onRequest: owner,
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags: ['dealers'],
        params: idParams,
        body: newInviteSchema,
        response: { 201: inviteSchema, ...refusals },
      },
    },
    async (req, reply) => {
      const caller = access.caller(req)
      if (caller.kind !== 'member') throw new Error('an owner guard let a key in')
      const made = await members.invite(req.params.id, req.body, caller.user)
      return reply.code(201).send(made)
    },
  )

  app.delete(
    '/dealers/:id/invites/:inviteId',
    {
      onRequest: owner,
      schema: {
        tags: ['dealers'],
        params: idParams.extend({ inviteId: z.uuid({ message: 'No such invitation' }) }),
        response: { 200: done, ...refusals },
      },
    },
    async (req) => acknowledged(members.revoke(req.params.id, req.params.inviteId)),
  )

  app.post(
    '/dealer-invites/:token/accept',
    {
      onRequest: guards.signedIn,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['dealers'],
        params: z.object({ token: inviteTokenSchema }),
        response: { 200: joinedSchema, 403: errorSchema, ...refusals },
      },
    },
    async (req) => members.accept(req.params.token, await guards.user(req)),
  )

  app.get(
    '/dealers/:id/members',
    {
      onRequest: owner,
      schema: {
        tags: ['dealers'],
        params: idParams,
        response: { 200: membersSchema, ...refusals },
      },
    },
    async (req) => members.list(req.params.id),
  )

  app.delete(
    '/dealers/:id/members/:userId',
    {
      onRequest: owner,
      schema: {
        tags: ['dealers'],
        params: idParams.extend({ userId: z.string().min(1).max(100) }),
        response: { 200: done, ...refusals },
      },
    },
    async (req) => acknowledged(members.remove(req.params.id, req.params.userId)),
  )

  app.post(
    '/admin/dealers/:id/verify',
    {
      onRequest: guards.role('admin'),
      schema: {
        tags: ['dealers'],
        params: idParams,
        body: verifyDealerSchema,
        response: { 200: verifiedSchema, ...refusals },
      },
    },
    async (req) => dealers.verify(req.params.id, req.body.note, await guards.user(req)),
  )
}
