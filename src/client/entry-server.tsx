// The server's renderer for a page's first view (built by `vite build --ssr` into dist/ssr and
// loaded by src/server/plugins/pages.ts). It runs the same routes and loaders as the browser, with
// the API answered in-process, so the HTML arrives with its content and images: the browser can
// paint before any script runs, then main.tsx hydrates it with the same data.
import { AsyncLocalStorage } from 'node:async_hooks'
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, type ReactElement } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
} from 'react-router'
import { sessionQueryOptions } from './api/get-session'
import { setApiTransport } from './api/http'
import { withDashboard } from './dashboard-routes'
import { isMissing } from './components/not-found'
import { PageStatusContext } from './lib/page-status'
import { SiteOrigin } from './lib/site-origin'
import { publicPages, signedInPages } from './page-access'
import { pagePatterns } from '#shared/paths'
import { routes } from './routes'

/** Answers an API path (such as `/api/featured-cars`) as the visitor, without the network. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>

export type RenderedPage =
  | {
      /** The markup for #root. */
      html: string
      /** The JSON main.tsx reads to hydrate (queries, route data and route errors). */
      data: string
      /** 200, or 404 for a path no page has or a page for something that is not there. */
      status: number
    }
  /** A record the path names is not there: the browser renders its page from the shell. */
  | { html?: undefined; status: 404 }

// pages.ts asks the renderer whether a page is someone's own.
export { isPrivate } from './page-access'

// Every page the app has, the signed-in and dashboard ones included.
const known = pagePatterns()

// The browser adds the dashboard's routes on its first visit there; the server has them all.
const handler = createStaticHandler(withDashboard(routes))

// Each render's API calls go to that render's visitor, also when renders overlap.
const transports = new AsyncLocalStorage<ApiTransport>()
setApiTransport((path, init) => {
  const transport = transports.getStore()
  if (!transport) throw new Error(`API call outside a server render: ${path}`)
  return transport(path, init)
})

/** Resolves once no query of `client` is fetching. */
function settled(client: QueryClient) {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (client.isFetching() > 0) return
      unsubscribe()
      resolve()
    }
    const unsubscribe = client.getQueryCache().subscribe(check)
    check()
  })
}

/**
 * The whole markup, once every lazy part of the page (its code) has loaded: in document order,
 * with no inline scripts (the CSP allows none), however large a part is.
 */
async function markup(element: ReactElement) {
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Infinity })
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return html
}

/**
 * Renders `url`, on the site's public address (the page's whole URLs are made on its origin): a
 * public page, a signed-in person's own page when they may see it, or the error page (status
 * 404) for a path no page has. A page whose record is not there (an unknown seller, car or blog
 * post) answers 404 too. Returns null when the page is better left to the browser: a guard that
 * sends the visitor away, a redirect, an error.
 */
export async function render(url: string, transport: ApiTransport): Promise<RenderedPage | null> {
  const { pathname } = new URL(url)
  const unknown = !known.some((pattern) => matchPath(pattern, pathname))
  // Exactly as the browser spells them (main.tsx loads the dashboard's routes by the same rule).
  const guard = signedInPages.find(([path]) =>
    matchPath({ path, caseSensitive: true }, pathname),
  )?.[1]
  if (!unknown && !guard && !publicPages.some((pattern) => matchPath(pattern, pathname))) {
    return null
  }
  return transports.run(transport, async () => {
    // One cache per request; a failed call is left for the browser to retry.
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
    })
    const context = await handler.query(new Request(url), { requestContext: client })
    if (context instanceof Response) return null
    if (guard) {
      const user = (await client.ensureQueryData(sessionQueryOptions()).catch(() => null))?.user
      if (!user || !guard(user)) return null
    }
    const status = unknown ? 404 : 200
    if (context.statusCode !== status || (context.errors && !unknown)) return null
    await settled(client)
    // A failed call would render an error the browser cannot reproduce before it retries; a
    // record the API does not have is the browser's to show too, with the 404 it is.
    const failed = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'error')
    if (failed.length > 0) {
      return failed.some((q) => isMissing(q.state.error)) ? { status: 404 as const } : null
    }

    const router = createStaticRouter(handler.dataRoutes, context)
    const page = { status }
    const html = await markup(
      <StrictMode>
        <SiteOrigin value={new URL(url).origin}>
          <PageStatusContext value={page}>
            <QueryClientProvider client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </QueryClientProvider>
          </PageStatusContext>
        </SiteOrigin>
      </StrictMode>,
    )
    // A route error (the 404) is `{status, statusText, internal, data}`: plain JSON, which the
    // browser's router recognises again as a route error response.
    const data = JSON.stringify({
      origin: new URL(url).origin,
      queries: dehydrate(client),
      loaderData: context.loaderData,
      errors: context.errors,
    })
    client.clear()
    // `<` escaped: the JSON sits in a <script type="application/json"> and must not close it.
    return { html, data: data.replace(/</g, '\\u003c'), status: page.status }
  })
}
