import type { FastifyInstance } from 'fastify'
import { apiCaching } from '../plugins/api-caching'
import { wellFormedText } from '../plugins/well-formed-text'
import { routes as accounts } from './accounts/module'
import { routes as alerts } from './alerts/module'
import { routes as bookings } from './bookings/module'
import { routes as catalogue } from './catalogue/module'
import { apiKeyCalls, routes as dealers } from './dealers/module'
import { routes as health } from './health/module'
import { routes as inventory } from './inventory/module'
import { routes as leads } from './leads/module'
import { routes as mail } from './mail/module'
import { routes as messages } from './messages/module'
import { routes as moderation } from './moderation/module'
import { routes as money } from './money/module'
import { routes as newsletter } from './newsletter/module'
import { routes as notifications } from './notifications/module'
import { routes as offers } from './offers/module'
import { routes as sellers } from './sellers/module'
import { routes as site } from './site/module'
import { routes as stats } from './stats/module'
import { routes as uploads } from './uploads/module'
import { routes as users } from './users/module'
import { routes as wishlist } from './wishlist/module'

/**
 * Every module's routes, in one list, registered in this order under /api (`api` below). A new
 * module adds its entry here; app.ts hands each the services it names.
 */
const modules = [
  health,
  accounts,
  users,
  catalogue,
  sellers,
  messages,
  wishlist,
  alerts,
  newsletter,
  site,
  inventory,
  bookings,
  money,
  offers,
  uploads,
  mail,
  moderation,
  notifications,
  stats,
  dealers,
  leads,
]

type Deps<R> = R extends (api: FastifyInstance, deps: infer D) => Promise<void> ? D : never
type Union<T> = (T extends unknown ? (x: T) => void : never) extends (x: infer I) => void
  ? I
  : never
/** What the modules' routes need, all of it: app.ts hands over one object. */
export type ModuleDeps = Union<Deps<(typeof modules)[number]>>

type ApiOptions = {
  deps: ModuleDeps & Parameters<typeof apiKeyCalls>[1]
  /** After a write: what this process remembers of the catalogue and sessions is forgotten. */
  forget: () => void
}

/**
 * The API, registered by app.ts under /api: its caching policy, well-formed text in every JSON
 * body and the count of calls made with a dealer's API key, before every route; then every
 * module's routes.
 */
export async function api(scope: FastifyInstance, { deps, forget }: ApiOptions) {
  await scope.register(apiCaching, { forget })
  await scope.register(wellFormedText)
  await apiKeyCalls(scope, deps)
  for (const routes of modules) await routes(scope, deps)
}
