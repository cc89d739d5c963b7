import type { QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, type ComponentType } from 'react'
import { useLocation } from 'react-router'
import { categoriesQueryOptions } from '../../api/get-categories'
import { loadSessionUser, useSession } from '../../api/get-session'
import { PageTitle } from '../../components/page-title'
import { SearchBox } from '../../components/search-box'
import { useHydrated } from '../../lib/use-hydrated'
import { featuredCarsQueryOptions } from './api/get-featured-cars'
import { HeroCarousel } from './hero-carousel'
import { heroSlides } from './hero-slides'

// Each its own chunk, not first-load code: only just after sign-up; only for a seller; below the
// hero (home-sections.tsx).
const lazyComponent = <P extends object>(load: () => Promise<{ Component: ComponentType<P> }>) =>
  lazy(async () => ({ default: (await load()).Component }))
const WelcomeNext = lazyComponent(() => import('./welcome-next'))
const SellerWaiting = lazyComponent(() => import('./seller-waiting'))
const HomeSections = lazyComponent(() => import('./home-sections'))

// Not awaited: the hero renders at once, and the sections read the warmed cache. A seller's
// waiting work is asked for once the session says they are one, so the server renders its banner.
export const loader = (client: QueryClient) => async () => {
  void client.prefetchQuery(categoriesQueryOptions())
  void client.prefetchQuery(featuredCarsQueryOptions())
  if ((await loadSessionUser(client))?.role === 'seller') {
    ;(await import('./seller-waiting-queries')).warmSellerWaiting(client)
  }
  return null
}

/**
 * The welcome after sign-up, from router state. A reloaded page gets its state back, but the
 * server rendered it without: shown only after hydration. Its own component, so that turning
 * hydrated re-renders only it, not the page around sections still hydrating (React would drop
 * their server markup and the page would jump).
 */
function Welcome() {
  const state: unknown = useLocation().state
  const hydrated = useHydrated()
  if (!hydrated || !(state as { welcome?: unknown } | null)?.welcome) return null
  return (
    <Suspense fallback={null}>
      <WelcomeNext state={state} />
    </Suspense>
  )
}

/** A seller's requests, offers and messages waiting (seller-waiting.tsx). */
function Waiting() {
  if (useSession().user?.role !== 'seller') return null
  return (
    <Suspense fallback={null}>
      <SellerWaiting />
    </Suspense>
  )
}

function HomePage() {
  return (
    <>
      <PageTitle />
      <h1 className="sr-only">Wheelanes: used cars you can trust</h1>
      <div className="page-container pt-4 sm:pt-6">
        <Welcome />
        <Waiting />
        {/* People search first: the box comes before the pictures, at the top of a phone's screen. */}
        <SearchBox className="mx-auto mb-4 max-w-3xl sm:mb-6" />
        <HeroCarousel slides={heroSlides} />
      </div>
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  )
}

export { HomePage as Component }
