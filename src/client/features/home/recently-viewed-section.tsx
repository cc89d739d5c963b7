import { useEffect } from 'react'
import { Link } from 'react-router'
import { useSession } from '../../api/get-session'
import { SectionHeading } from '../../components/section-heading'
import { formatPrice } from '../../lib/format-price'
import type { CarLinkState } from '../../lib/login-redirect'
import {
  clearRecentlyViewed,
  forgetViewed,
  useRecentlyViewed,
  type ViewedCar,
} from '../../lib/recently-viewed'
import { paths } from '#shared/paths'
import { ListingPhoto } from '../../components/listing-photo'
import { useViewedCars } from './api/get-viewed-cars'

/**
 * The cars this browser opened last (issue 40, docs/decisions/0114), as a row of small cards to
 * swipe or scroll at every width. Rendered in the browser only (the list is in localStorage): on
 * the server, and while the page hydrates, there is none. Signed in, each car is read afresh: one
 * gone or sold leaves the list, one booked or hidden is left out for now, and the row shows the
 * price as it is.
 */
export function RecentlyViewedSection() {
  const kept = useRecentlyViewed()
  const { user } = useSession()
  const fresh = useViewedCars(
    kept.map((car) => car._id),
    user !== null,
  ).data

  const gone = kept
    .filter((car, i) => fresh?.[i] === null || fresh?.[i]?.status === 'Sold')
    .map((car) => car._id)
  const goneKey = gone.join(' ')
  useEffect(() => {
    for (const id of goneKey.split(' ').filter(Boolean)) forgetViewed(id)
  }, [goneKey])

  const shown = kept.flatMap((car, i): ViewedCar[] => {
    const now = fresh?.[i]
    if (gone.includes(car._id) || (now && now.status !== 'Active')) return []
    return [now ?? car]
  })
  if (shown.length === 0) return null

  return (
    <section aria-labelledby="recently-viewed-heading" className="page-container mt-12 sm:mt-20">
      <SectionHeading id="recently-viewed-heading" title="RECENTLY VIEWED">
        Pick up where you left off.
      </SectionHeading>
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pb-2 sm:mx-0 sm:justify-center-safe sm:scroll-px-0 sm:gap-4 sm:px-0">
        {shown.map((car) => (
          <li key={car._id} className="w-40 shrink-0 snap-start sm:w-48">
            <ViewedCard car={car} />
          </li>
        ))}
      </ul>
      <div className="mt-2 text-center">
        <button type="button" className="btn btn-ghost btn-sm" onClick={clearRecentlyViewed}>
          Clear recently viewed
        </button>
      </div>
    </section>
  )
}

function ViewedCard({ car }: { car: ViewedCar }) {
  // A guest is asked to sign in instead, by the car's name (accounts/car-prompt.tsx).
  const carLink: CarLinkState = { carName: car.carName }
  return (
    <Link
      to={paths.car.to(car._id)}
      state={carLink}
      className="card-lift flex h-full flex-col overflow-hidden rounded-box border border-base-300 bg-base-100"
    >
      <ListingPhoto
        src={car.image}
        sizes="(min-width: 640px) 192px, 160px"
        alt=""
        loading="lazy"
        className="aspect-[4/3] w-full bg-base-200 object-cover"
      />
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="line-clamp-2 text-sm leading-snug font-semibold">{car.carName}</span>
        <span className="font-bold">{formatPrice(car.resale_price)}</span>
      </span>
    </Link>
  )
}
