import type { FastifyInstance } from 'fastify'
import type { Guards } from '../../auth/guards'
import type { Db } from '../../db/client'
import { offerRoutes } from './routes'
import { OFFER_TIMERS, offersService } from './service'

/**
 * The offers module, made once at start: the service and its timers' sweep (woken at each
 * offer's deadline, and every minute whatever wake-ups were lost).
 */
export async function offersModule(db: Db, deps: Parameters<typeof offersService>[1]) {
  const offers = offersService(db, deps)
  await deps.jobs.scheduled(OFFER_TIMERS, '* * * * *', () => offers.sweep())
  return offers
}

/** The offers module's routes, registered under /api. */
export async function routes(
  api: FastifyInstance,
  deps: { offers: Awaited<ReturnType<typeof offersModule>>; guards: Guards },
) {
  await api.register(offerRoutes, { offers: deps.offers, guards: deps.guards })
}
