import { vi } from 'vitest'
import { jsonResponse } from './render-with-providers'

type Handler = (request: { url: URL; body: unknown }) => Response | Promise<Response>

/**
 * Stubs `fetch` with answers keyed by 'METHOD /path': a plain value is answered as JSON 200, a
 * function gets the parsed request and returns its own Response. Anything unlisted is a 404, so
 * a call nobody expected shows up in the test instead of hanging.
 */
export function stubApi(routes: Record<string, unknown>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init?.method ?? 'GET'} ${url.pathname}`
    const route = routes[key]
    if (route === undefined) return jsonResponse({ message: `No stub for ${key}` }, 404)
    if (typeof route !== 'function') return jsonResponse(route)
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    return (route as Handler)({ url, body })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** The calls made to one 'METHOD /path', with their JSON bodies. */
export function callsTo(fetch: ReturnType<typeof stubApi>, key: string) {
  return fetch.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost')
      return `${init?.method ?? 'GET'} ${url.pathname}` === key
    })
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined))
}

/** What /login and /signup ask for as they open, for a visitor signed out: Google offered or not. */
export const signedOutAnswers = (google: boolean) => ({
  'GET /api/auth/me': { user: null },
  'GET /api/auth/providers': { google },
})
