import { lazy, Suspense } from 'react'
import { SectionHeading } from '../../components/section-heading'
import { Spinner } from '../../components/spinner'
import { WhenVisible } from './when-visible'

const TestimonialsCarousel = lazy(() => import('./testimonials-carousel'))

/** WHAT CLIENTS SAY: the heading with the page, the carousel (Swiper) once it is nearly in view. */
export function TestimonialsSection() {
  return (
    // -mb-20 meets the footer, which keeps its usual gap below other pages.
    <section
      aria-labelledby="testimonials-heading"
      className="mt-12 -mb-20 bg-base-200 py-12 sm:mt-20 sm:py-16"
    >
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
  )
}
