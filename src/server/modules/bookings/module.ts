import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { bookingRoutes } from './routes'
import { bookingsService } from './service'
import { moduleRoutes } from '../module-routes'

/** The bookings module's routes, registered under /api. */
export const routes = moduleRoutes(bookingRoutes)

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
