import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { InventoryDeps } from './listings'
import { inventoryRoutes } from './routes'
import { inventoryService } from './service'
import { moduleRoutes } from '../module-routes'

/** The inventory module's routes, registered under /api. */
export const routes = moduleRoutes(inventoryRoutes)

/** The inventory service, from the services it asks and its part of the configuration. */
export function inventoryModule(db: Db, deps: InventoryDeps & { config: Config }) {
  const { config, ...services } = deps
  return inventoryService(db, { ...services, featuredLimits: config.featured })
}
