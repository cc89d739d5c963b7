import './styles.css'
import type { DehydratedState } from '@tanstack/react-query'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router'
import { queryClient } from './api/query-client'
import { App } from './app'
import { SiteOrigin } from './lib/site-origin'
import { discoverRoutes, routes as allRoutes } from './routes'

/** What the server rendered a page from (src/client/entry-server.tsx). */
type ServerData = {
  /** PUBLIC_URL's origin, which the page's whole URLs (canonical link, og:url) are on. */
  origin: string
  queries: DehydratedState
  loaderData: HydrationState['loaderData']
  errors: HydrationState['errors']
}

async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const dataBlock = document.getElementById('server-data')
  if (!dataBlock?.textContent) {
    const router = createBrowserRouter(allRoutes, { patchRoutesOnNavigation: discoverRoutes })
    createRoot(root).render(<App client={queryClient} router={router} />)
    return
  }

  // The page arrived rendered: take over the same data and route modules, so that the first
  // render matches the server's markup and nothing is fetched twice.
  const data = JSON.parse(dataBlock.textContent) as ServerData
  // A dashboard page came rendered: its routes are needed now, not on the next navigation.
  const routes = /^\/dashboard(\/|$)/.test(window.location.pathname)
    ? (await import('./dashboard-routes')).withDashboard(allRoutes)
    : allRoutes
  // The server sends only successful queries (entry-server.tsx), so TanStack's `hydrate` (and
  // its half kilobyte of first-load code for pending and failed ones) is not needed.
  for (const { queryKey, state } of data.queries.queries) {
    queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt })
  }
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? []
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazyRoute = route.lazy as () => Promise<Record<string, unknown>>
      Object.assign(route, { ...(await lazyRoute()), lazy: undefined })
    }),
  )
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: data.loaderData, errors: data.errors },
    patchRoutesOnNavigation: discoverRoutes,
  })
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a phone's first tap is answered sooner).
  startTransition(() => {
    hydrateRoot(
      root,
      <SiteOrigin value={data.origin}>
        <App client={queryClient} router={router} />
      </SiteOrigin>,
    )
  })
}

void start()
