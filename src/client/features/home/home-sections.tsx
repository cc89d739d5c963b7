import { CategorySection } from './category-section'
import { FeaturedSection } from './featured-section'
import { RecentlyViewedSection } from './recently-viewed-section'
import { TestimonialsSection } from './testimonials-section'

/**
 * Everything below the hero, in one chunk of its own: the first load is the shell, the hero and
 * the data. The server renders it with the page; it hydrates once its code has arrived.
 * Recently viewed comes after the categories, below the first screen at every width, so that
 * its appearing after hydration moves nothing in view.
 */
function HomeSections() {
  return (
    <>
      <CategorySection />
      <RecentlyViewedSection />
      <FeaturedSection />
      <TestimonialsSection />
    </>
  )
}

export { HomeSections as Component }
