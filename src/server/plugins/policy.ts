import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from '../config'
import { serializerCompiler } from '../serializer'
import { apiDocs } from './api-docs'
import { errorHandler } from './error-handler'
import { gracefulShutdown } from './graceful-shutdown'
import { originCheck } from './origin-check'
import { rateLimits } from './rate-limit'
import { requestLog } from './request-log'
import { securityHeadersPlugin } from './security-headers'

/** The policy every answer follows, in order, registered first by app.ts. */
export const policy = fp(
  async function policy(server: FastifyInstance, { config }: { config: Config }) {
    server.setValidatorCompiler(validatorCompiler)
    server.setSerializerCompiler(serializerCompiler)
    await server.register(errorHandler)
    await server.register(requestLog)
    await server.register(securityHeadersPlugin, { stripe: Boolean(config.stripe) })
    await server.register(gracefulShutdown)
    await server.register(compress, { threshold: 1024 })
    await server.register(rateLimits, { redisUrl: config.redisUrl })
    await server.register(originCheck, { publicUrl: config.publicUrl })
    await server.register(apiDocs)
  },
  { name: 'policy' },
)
