import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  apiKeyCreatedSchema,
  apiKeyIdSchema,
  apiKeyListSchema,
  newApiKeySchema,
} from '#shared/dealer-api-keys'
import { dealerIdSchema } from '#shared/dealers'
import { errorSchema } from '#shared/errors'
import { refuseAttempt } from '../../plugins/rate-limit'
import type { DealerAccess } from './access'
import type { ApiKeysService } from './api-keys'

const idParams = z.object({ id: dealerIdSchema })
const keyParams = z.object({ id: dealerIdSchema, keyId: apiKeyIdSchema })
const done = z.object({ acknowledged: z.literal(true) })

/** docs/api.md "Dealers": the owner makes, lists and revokes the dealer's API keys. */
export const apiKeyRoutes: FastifyPluginAsyncZod<{
  apiKeys: ApiKeysService
  access: DealerAccess
}> = async (app, { apiKeys, access }) => {
  const owner = access.guard(['owner'])
  const ownerUser = (req: Parameters<typeof access.caller>[0]) => {
    const caller = access.caller(req)
    if (caller.kind !== 'member') throw new Error('the owner guard lets members only')
    return caller.user
  }

  app.post(
    '/dealers/:id/api-keys',
    {
      onRequest: owner,
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags: ['dealers'],
        params: idParams,
        body: newApiKeySchema,
        response: { 201: apiKeyCreatedSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (req, reply) => {
      const created = await apiKeys.create(req.params.id, req.body.name, ownerUser(req))
      return reply.code(201).send(created)
    },
  )

  app.get(
    '/dealers/:id/api-keys',
    {
      onRequest: owner,
      schema: {
        tags: ['dealers'],
        params: idParams,
        response: { 200: apiKeyListSchema, 400: errorSchema },
      },
    },
    async (req) => apiKeys.list(req.params.id),
  )

  app.delete(
    '/dealers/:id/api-keys/:keyId',
    {
      onRequest: owner,
      schema: {
        tags: ['dealers'],
        params: keyParams,
        response: { 200: done, 400: errorSchema, 404: errorSchema },
      },
    },
    async (req) => {
      await apiKeys.revoke(req.params.id, req.params.keyId)
      return { acknowledged: true as const }
    },
  )
}

/**
 * What every call made with an API key goes through, on whichever route let it in (a dealer
 * guard with `key: true` leaves the key in `req.dealerCaller`): its own rate limit, counted per
 * key (not per address: an integration may call from many), its `last_used_at`, and for a write
 * a record in the audit log once it is answered (whatever the answer). Registered before the
 * routes, in the same context, so the hooks reach them.
 */
export const apiKeyUse = fp(
  async function apiKeyUse(
    app: FastifyInstance,
    { apiKeys, perMinute }: { apiKeys: ApiKeysService; perMinute: number },
  ) {
    const limit = app.createRateLimit({
      max: perMinute,
      timeWindow: '1 minute',
      keyGenerator: (req) =>
        `api-key:${req.dealerCaller?.kind === 'key' ? req.dealerCaller.keyId : ''}`,
    })

    // preValidation: after the route's guard (onRequest), before a body is checked or used.
    app.addHook('preValidation', async (req, reply) => {
      const caller = req.dealerCaller
      if (caller?.kind !== 'key') return
      const state = await limit(req)
      if (!state.isAllowed && state.isExceeded) {
        refuseAttempt(reply, state.ttlInSeconds, 'This API key made too many calls: slow down')
      }
      await apiKeys.used(caller.keyId)
    })

    app.addHook('onResponse', async (req, reply) => {
      const caller = req.dealerCaller
      if (caller?.kind !== 'key' || req.method === 'GET' || req.method === 'HEAD') return
      // The answer has gone; a failed record is logged, never the caller's problem.
      await apiKeys
        .recordWrite(caller.keyId, `${req.method} ${req.url}`, reply.statusCode)
        .catch((err: unknown) => req.log.error({ err }, 'API key use: audit record failed'))
    })
  },
  { name: 'api-key-use', dependencies: ['rate-limits'] },
)
