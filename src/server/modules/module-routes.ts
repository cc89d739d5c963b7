import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/**
 * A module's `routes(api, deps)` (index.ts) when its routes are one plugin that takes the
 * services it names as they are: the plugin is registered with what app.ts hands over. Fastify
 * reads `prefix`, `logLevel`, `logSerializers` and `name` of a plugin's options: no service is
 * named so.
 */
export function moduleRoutes<Deps extends object>(plugin: FastifyPluginAsyncZod<Deps>) {
  return async (api: FastifyInstance, deps: Deps) => {
    await api.register(plugin, deps)
  }
}
