import type { Db } from '../../db/client'
import { offerRoutes } from './routes'
import { OFFER_TIMERS, offersService } from './service'
import { moduleRoutes } from '../module-routes'

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
export const routes = moduleRoutes(offerRoutes)
