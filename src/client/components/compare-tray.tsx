import { Link, useLocation } from 'react-router'
import { srcSet } from '#shared/images'
import { paths } from '#shared/paths'
import { COMPARE_LIMIT, useCompareList } from '../lib/compare-list'

/**
 * Once a car is chosen to compare: a small link at the bottom right of every page but the
 * compare page itself, with how many are chosen. On the car page on a phone it sits above the
 * action bar, and above the e-mail confirmation bar where there is one (styles.css's
 * --action-bar-height and --bottom-banner-height), never over them (docs/decisions/0112).
 */
export function CompareTray() {
  const cars = useCompareList()
  const { pathname } = useLocation()
  if (cars.length === 0 || pathname === paths.compare.pattern) return null
  return (
    <>
      {/* Room at the end of the page, so the tray never hides its last lines. */}
      <div aria-hidden="true" className="h-20" />
      <nav
        aria-label="Cars to compare"
        className="fixed right-3 bottom-[calc(var(--action-bar-height,0px)+var(--bottom-banner-height,0px)+0.75rem)] z-30 sm:right-6 sm:bottom-[calc(var(--bottom-banner-height,0px)+1.5rem)]"
      >
        <Link
          to={paths.compare.to()}
          className="btn rounded-full border-base-300 bg-base-100 shadow-lg btn-lg hover:bg-base-200"
        >
          <span className="flex -space-x-3" aria-hidden="true">
            {cars.map((car) => (
              <img
                key={car.id}
                src={car.image}
                srcSet={srcSet(car.image)}
                sizes="32px"
                alt=""
                width={32}
                height={32}
                className="size-8 rounded-full border-2 border-base-100 object-cover"
              />
            ))}
          </span>
          Compare
          <span className="badge badge-sm badge-primary" aria-live="polite">
            {cars.length}/{COMPARE_LIMIT}
            <span className="sr-only"> cars chosen</span>
          </span>
        </Link>
      </nav>
    </>
  )
}
