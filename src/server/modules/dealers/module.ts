import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Guards } from '../../auth/guards'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Jobs } from '../../jobs/jobs'
import type { InventoryService } from '../inventory/service'
import type { MailService } from '../mail/service'
import type { AuditService } from '../moderation/audit'
import type { UploadsService } from '../uploads/service'
import type { ProfileService } from '../users/profile'
import { dealerAccess } from './access'
import { apiKeyRoutes, apiKeyUse } from './api-key-routes'
import { apiKeysService } from './api-keys'
import { feedsModule } from './feeds'
import { importService } from './import'
import { dealerMembersService } from './members'
import { dealerPhotosModule } from './photo-fetch-job'
import { dealerPhotoRoutes } from './photo-routes'
import { dealerRoutes } from './routes'
import { dealersService } from './service'
import { stockService } from './stock'
import { dealerStockRoutes } from './stock-routes'

export { dealerLeaving } from './leaving'

/**
 * The dealers module, made once at start (docs/api.md "Dealers"): one entry per piece, each a
 * service its routes file is handed. A new piece adds its line here.
 */
export async function dealersModule(
  db: Db,
  deps: {
    guards: Guards
    mail: Pick<MailService, 'queue'>
    audit: Pick<AuditService, 'record'>
    publicUrl: string
    /** The median time its people take to answer a lead (leads module). */
    responseTime: (dealerId: string) => Promise<{ medianMinutes: number } | null>
    inventory: InventoryService
    /** A buyer who joins a dealer becomes a seller (users module). */
    profile: Pick<ProfileService, 'becomeSeller'>
    uploads: UploadsService
    jobs: Jobs
    limits: Config['imports']
    log: FastifyBaseLogger
  },
) {
  const { audit, inventory, profile, uploads, jobs, limits, log } = deps
  // Photos a dealer's import names by URL, fetched in the background.
  const photos = await dealerPhotosModule(db, { inventory, uploads, jobs, limits, log })
  // A dealer's stock by stock number, whole stock files, and the feeds that fetch them.
  const stock = stockService(db, { inventory, photos })
  const imports = importService(db, { stock })
  return {
    access: dealerAccess(db, deps.guards),
    dealers: dealersService(db, { audit, inventory, responseTime: deps.responseTime }),
    members: dealerMembersService(db, { mail: deps.mail, profile, publicUrl: deps.publicUrl }),
    apiKeys: apiKeysService(db, { audit }),
    photos,
    stock,
    imports,
    feeds: await feedsModule(db, { imports, jobs, limits, log }),
  }
}
export type DealersModule = Awaited<ReturnType<typeof dealersModule>>

/** Before every route: a call made with a dealer's API key is counted, limited and audited. */
export async function apiKeyCalls(
  api: FastifyInstance,
  deps: { dealers: DealersModule; config: Config },
) {
  await api.register(apiKeyUse, {
    apiKeys: deps.dealers.apiKeys,
    perMinute: deps.config.apiKeyCallsPerMinute,
  })
}

/** The dealers module's routes: the dealer pages and team, API keys, photos and stock. */
export async function routes(
  api: FastifyInstance,
  deps: { dealers: DealersModule; guards: Guards },
) {
  const { dealers, guards } = deps
  const { access } = dealers
  await api.register(dealerRoutes, { dealers, guards })
  await api.register(apiKeyRoutes, { apiKeys: dealers.apiKeys, access })
  await api.register(dealerPhotoRoutes, { photos: dealers.photos, access })
  await api.register(dealerStockRoutes, {
    stock: dealers.stock,
    imports: dealers.imports,
    feeds: dealers.feeds,
    access,
  })
}
