import type { FastifyInstance } from 'fastify'
import type { Guards } from '../../auth/guards'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { InventoryDeps } from './listings'
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

/** The inventory service, from the services it asks and its part of the configuration. */
export function inventoryModule(db: Db, deps: InventoryDeps & { config: Config }) {
  const { config, ...services } = deps
  return inventoryService(db, { ...services, featuredLimits: config.featured })
}
