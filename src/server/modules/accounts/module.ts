import type { FastifyInstance } from 'fastify'
import type { Auth } from '../../auth/auth'
import type { Guards } from '../../auth/guards'
import type { Config } from '../../config'
import { accountSettingsRoutes } from './account-routes'
import type { AccountService } from './account-service'
import { accountRoutes } from './routes'

export { accountEvents } from './account-events'
export { accountService } from './account-service'

/** The accounts module's routes: signing up and in, and the signed-in person's own account. */
export async function routes(
  api: FastifyInstance,
  deps: { auth: Auth; guards: Guards; account: AccountService; config: Config },
) {
  const { auth, guards, account, config } = deps
  const googleEnabled = Boolean(config.google)
  await api.register(accountRoutes, {
    auth,
    guards,
    googleEnabled,
    signupRateLimit: config.signupRateLimit,
  })
  await api.register(accountSettingsRoutes, { auth, guards, account, googleEnabled })
}
