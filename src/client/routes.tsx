import { lazy, Suspense } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { data, type RouteObject } from 'react-router'
import { sessionQueryOptions } from './api/get-session'
import { RequireAuth } from './guards/require-auth'
import { PageSpinner } from './layouts/page-spinner'
import { RootLayout } from './layouts/root-layout'
import { lazyPage, page, withQueryClient } from './lazy-page'
import { paths } from '#shared/paths'

// Every page is its own chunk (route `lazy`), so the first load carries only the shell.
// main.tsx makes the browser router from these; the server renders public pages from them.

// The navbar needs the session on every page: start that request with the first chunk.
const rootLoader = (client: QueryClient) => () => {
  void client.prefetchQuery(sessionQueryOptions())
  return null
}

// Only a failed or unknown page needs it (and its picture): not part of the first load.
const LazyErrorPage = lazy(async () => ({
  default: (await import('./features/errors/error-page')).ErrorPage,
}))
function ErrorPage({ standalone }: { standalone?: boolean }) {
  return (
    <Suspense fallback={null}>
      <LazyErrorPage standalone={standalone} />
    </Suspense>
  )
}

/** The route the dashboard's subtree is patched into (`discoverRoutes`). */
export const signedInRouteId = 'signed-in'

/**
 * The browser router's `patchRoutesOnNavigation`: adds the dashboard's routes the first time a
 * path under /dashboard is opened (React Router asks because only the 404 route matched it).
 */
export async function discoverRoutes({
  path,
  patch,
}: {
  path: string
  patch: (routeId: string | null, children: RouteObject[]) => void
}) {
  if (path !== paths.dashboard.pattern && !path.startsWith(`${paths.dashboard.pattern}/`)) return
  patch(signedInRouteId, (await import('./dashboard-routes')).dashboardRoutes)
}

/** About, Contact, the legal pages and Safety share one chunk (site-pages.ts). */
const sitePageNames = ['about', 'contact', 'terms', 'privacy', 'cookies', 'safety'] as const
const sitePage = (name: (typeof sitePageNames)[number]) =>
  lazyPage(async () => ({
    Component: (await import('./features/site-pages/site-pages')).sitePages[name],
  }))

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' })
}

export const routes: RouteObject[] = [
  {
    path: paths.home.pattern,
    Component: RootLayout,
    loader: withQueryClient(rootLoader),
    HydrateFallback: PageSpinner,
    errorElement: <ErrorPage standalone />,
    children: [
      {
        // Errors inside a page keep the navbar and footer around them.
        errorElement: <ErrorPage />,
        children: [
          { index: true, lazy: lazyPage(() => import('./features/home/home-page')) },
          page(paths.cars, () => import('./features/search/all-cars-page')),
          page(paths.category, () => import('./features/search/category-page')),
          page(paths.blog, () => import('./features/blog/blog-page')),
          page(paths.blogPost, () => import('./features/blog/blog-post-page')),
          ...sitePageNames.map((name) => ({ path: paths[name].pattern, lazy: sitePage(name) })),
          page(paths.login, () => import('./features/accounts/login-page')),
          page(paths.signup, () => import('./features/accounts/signup-page')),
          page(paths.forgotPassword, () => import('./features/accounts/forgot-password-page')),
          page(paths.resetPassword, () => import('./features/accounts/reset-password-page')),
          page(paths.emailVerified, () => import('./features/accounts/email-verified-page')),
          page(paths.unsubscribe, () => import('./features/accounts/unsubscribe-page')),
          page(paths.search, () => import('./features/search/search-page')),
          // Guests may choose cars too; the page asks them to sign in for the table.
          page(paths.compare, () => import('./features/compare/compare-page')),
          page(paths.seller, () => import('./features/sellers/seller-page')),
          page(paths.dealerPage, () => import('./features/dealers/dealer-page')),
          // Signed out, it offers to sign in and come back: the guard would not say why.
          page(paths.dealerInvite, () => import('./features/dealers/accept-invite-page')),
          {
            // Everything below needs a signed-in user.
            id: signedInRouteId,
            Component: RequireAuth,
            children: [
              page(paths.car, () => import('./features/car-detail/car-detail-page')),
              page(paths.wishlist, () => import('./features/wishlist/wishlist-page')),
              // The dashboard's pages are found on the first visit to one of them
              // (dashboard-routes.tsx, `discoverRoutes`): not part of the first load.
            ],
          },
          // `element: null`: nothing to render, the loader always throws.
          { path: '*', loader: notFound, element: null },
        ],
      },
    ],
  },
]
