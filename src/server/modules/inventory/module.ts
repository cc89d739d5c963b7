import type { FastifyInstance } from 'fastify'
import type { Guards } from '../../auth/guards'
import type { Config } from '../../config'
import type { Db, Tx } from '../../db/client'
import { inventoryRoutes } from './routes'
import type { InventoryService } from './service'
import { inventoryService } from './service'

/** The inventory module's routes, registered under /api. */
export async function routes(
  api: FastifyInstance,
  deps: { inventory: InventoryService; guards: Guards },
) {
  await api.register(inventoryRoutes, { inventory: deps.inventory, guards: deps.guards })
}

type InventoryDeps = Parameters<typeof inventoryService>

/** The inventory service, from the services it asks and its part of the configuration. */
export function inventoryModule(
  db: Db,
  deps: {
    uploads: InventoryDeps[1]
    notifications: InventoryDeps[2]
    alerts: InventoryDeps[3]
    deals: InventoryDeps[4]
    audit: InventoryDeps[5]
    /** A car's asking price changed, in the edit's transaction (bookings follow). */
    repriced: (tx: Tx, carId: string, cents: number) => Promise<void>
    config: Config
  },
) {
  const { uploads, notifications, alerts, deals, audit, repriced, config } = deps
  return inventoryService(
    db,
    uploads,
    notifications,
    alerts,
    deals,
    audit,
    repriced,
    config.featured,
  )
}
