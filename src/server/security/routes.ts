import type { FastifyInstance } from 'fastify'

export interface RouteEntry {
  method: string
  url: string
}

const tables = new WeakMap<object, RouteEntry[]>()

/**
 * Keeps the list of every route the server registers (its own, the auth callback, the API docs,
 * static files), so that the security tests can check each one is in the authorization matrix
 * and gets fuzzed. Call right after creating the app: routes registered earlier are missed.
 */
export function recordRoutes(app: FastifyInstance) {
  const list: RouteEntry[] = []
  tables.set(app, list)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) list.push({ method, url: route.url })
  })
}

/** Every method and path the app answers; HEAD, which Fastify adds to each GET, is left out. */
export function routesOf(app: FastifyInstance): RouteEntry[] {
  const list = tables.get(app)
  if (!list) throw new Error('recordRoutes(app) was not called when the app was built')
  const seen = new Set<string>()
  return list.filter((r) => {
    const key = `${r.method} ${r.url}`
    if (r.method === 'HEAD' || seen.has(key)) return false
    seen.add(key)
    return true
  })
}
