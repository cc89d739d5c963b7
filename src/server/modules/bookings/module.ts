import type { FastifyInstance } from 'fastify'
import type { Guards } from '../../auth/guards'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { bookingRoutes } from './routes'
import type { BookingsService } from './service'
import { bookingsService } from './service'

/** The bookings module's routes, registered under /api. */
export async function routes(
  api: FastifyInstance,
  deps: { bookings: BookingsService; guards: Guards },
) {
  await api.register(bookingRoutes, { bookings: deps.bookings, guards: deps.guards })
}

/** The bookings service, with its part of the configuration. */
export function bookingsModule(
  db: Db,
  deps: Omit<Parameters<typeof bookingsService>[1], 'timers' | 'buyWithinMs' | 'openPerBuyer'> & {
    config: Config
  },
) {
  const { config } = deps
  return bookingsService(db, {
    ...deps,
    timers: config.bookingTimers,
    buyWithinMs: config.money.buyWithinMs,
    openPerBuyer: config.openBookingsPerBuyer,
  })
}
