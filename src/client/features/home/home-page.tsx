import type { QueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { categoriesQueryOptions } from '../../api/get-categories'
import { PageTitle } from '../../components/page-title'
import { SearchBox } from '../../components/search-box'
import { useHydrated } from '../../lib/use-hydrated'
import { SectionHeading } from '../../components/section-heading'
import { Spinner } from '../../components/spinner'
import { featuredCarsQueryOptions } from './api/get-featured-cars'
import { HeroCarousel } from './hero-carousel'
import { heroSlides } from './hero-slides'
import { WhenVisible } from './when-visible'

const TestimonialsCarousel = lazy(() => import('./testimonials-carousel'))
// Only just after sign-up: its own chunk, not first-load code.
const WelcomeNext = lazy(async () => ({ default: (await import('./welcome-next')).Component }))

// Below the hero: their own chunks, so the first load is the shell, the hero and the data. The
// server renders them with the page; each hydrates once its code has arrived.
const CategorySection = lazy(async () => ({
  default: (await import('./category-section')).CategorySection,
}))
const FeaturedSection = lazy(async () => ({
  default: (await import('./featured-section')).FeaturedSection,
}))

// Not awaited: the hero renders at once, and the sections read the warmed cache.
export const loader = (client: QueryClient) => () => {
  void client.prefetchQuery(categoriesQueryOptions())
  void client.prefetchQuery(featuredCarsQueryOptions())
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

function HomePage() {
  return (
    <>
      <PageTitle />
      <h1 className="sr-only">Wheelanes: used cars you can trust</h1>
      <div className="page-container pt-4 sm:pt-6">
        <Welcome />
        {/* People search first: the box comes before the pictures, at the top of a phone's screen. */}
        <SearchBox className="mx-auto mb-4 max-w-3xl sm:mb-6" />
        <HeroCarousel slides={heroSlides} />
      </div>
      <Suspense fallback={null}>
        <CategorySection />
        <FeaturedSection />
      </Suspense>
      {/* -mb-20 meets the footer, which keeps its usual gap below other pages. */}
      <section aria-labelledby="testimonials-heading" className="mt-20 -mb-20 bg-base-200 py-16">
        <div className="page-container">
          <SectionHeading id="testimonials-heading" title="WHAT CLIENTS SAY">
            Buyers and sellers on how it went.
          </SectionHeading>
          <WhenVisible fallback={<Spinner />}>
            <Suspense fallback={<Spinner />}>
              <TestimonialsCarousel />
            </Suspense>
          </WhenVisible>
        </div>
      </section>
    </>
  )
}

export { HomePage as Component }
