import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '#shared/paths'
import type { HeroSlide } from './hero-slides'

// The hero fills the page container: the viewport less its padding, at most 1216 px.
const HERO_SIZES =
  '(min-width: 1280px) 1216px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)'

/**
 * A CSS scroll-snap carousel: native swipe on touch screens, and no carousel library in the
 * home page's first load (Swiper is kept for the testimonials further down).
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const [active, setActive] = useState(0)
  const trackRef = useRef<HTMLDivElement>(null)
  // While a button-driven scroll runs, intermediate scroll positions must not move the dot.
  const targetRef = useRef<number | null>(null)

  function goTo(index: number) {
    setActive(index)
    const track = trackRef.current
    if (!track?.scrollTo) return
    targetRef.current = index
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    track.scrollTo({ left: index * track.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' })
  }

  function onScroll() {
    const track = trackRef.current
    if (!track || track.clientWidth === 0) return
    const index = Math.round(track.scrollLeft / track.clientWidth)
    if (targetRef.current !== null) {
      if (index !== targetRef.current) return
      targetRef.current = null
    }
    setActive(index)
  }

  return (
    <section aria-roledescription="carousel" aria-label="Highlights" className="relative">
      <div
        ref={trackRef}
        onScroll={onScroll}
        onPointerDown={() => {
          targetRef.current = null
        }}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-box [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, index) => (
          <div
            key={slide.headline}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            // Phones: the picture above a dark text panel. Wider: text over the picture's left side.
            className="relative flex w-full shrink-0 snap-start flex-col bg-slate-900 sm:block sm:aspect-[16/9] lg:aspect-[5/2]"
          >
            <img
              src={slide.image}
              srcSet={`${slide.imageSmall} 800w, ${slide.image} 1600w`}
              sizes={HERO_SIZES}
              width={1600}
              height={640}
              alt={slide.alt}
              // The first slide is the page's largest paint; the others wait until needed.
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'sync' : 'async'}
              className="aspect-[5/3] w-full object-cover sm:absolute sm:inset-0 sm:aspect-auto sm:h-full"
            />
            <div
              aria-hidden="true"
              className="absolute inset-0 hidden bg-gradient-to-r from-slate-950/90 via-slate-950/70 to-slate-950/20 sm:block lg:from-slate-950/85 lg:via-slate-950/50 lg:to-transparent"
            />
            <div className="relative flex flex-1 flex-col gap-3 p-6 pb-16 text-white sm:h-full sm:max-w-md sm:justify-center lg:max-w-xl sm:gap-4 sm:p-12">
              <h2 className="text-2xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
                {slide.headline}
              </h2>
              <p className="text-base text-pretty text-slate-100 sm:text-lg">{slide.text}</p>
              <Link to={paths.search.to()} className="btn btn-primary w-fit lg:btn-lg">
                {slide.cta}
              </Link>
            </div>
          </div>
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-4 flex justify-center gap-2 sm:bottom-6 sm:justify-start sm:px-12">
        {slides.map((slide, index) => (
          <button
            key={slide.headline}
            type="button"
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => goTo(index)}
            className={`btn btn-circle btn-sm border-0 ${
              index === active ? 'btn-primary' : 'bg-white/90 text-slate-900 hover:bg-white'
            }`}
          >
            {index + 1}
          </button>
        ))}
      </div>
    </section>
  )
}
