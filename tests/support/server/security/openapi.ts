import type { App } from '../app'

/**
 * The statuses the API's OpenAPI document lists for each route, looked up by the method and
 * path as Fastify registers them (`/api/featured-cars/:id`); undefined for a route the
 * document leaves out (hidden ones: photos, the docs' own files, the web app).
 */
export async function documentedStatuses(app: App) {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>
  }
  return (method: string, url: string): Set<number> | undefined => {
    const path = url.replace(/:(\w+)/g, '{$1}')
    const operation = doc.paths[path]?.[method.toLowerCase()]
    return operation && new Set(Object.keys(operation.responses ?? {}).map(Number))
  }
}
