import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { carQueryOptions, useCar } from '../../api/get-car'
import { offersQueryOptions } from '../../api/get-offers'
import { useSession } from '../../api/get-session'
import { signedInLoader } from '../../api/signed-in-loader'
import { carsKey } from '../../api/query-keys'
import { NotFound, RecordPage } from '../../components/not-found'
import { PageTitle } from '../../components/page-title'
import { paths } from '#shared/paths'
import { countView } from './api/count-view'
import type { CarPanelProps } from './car-actions'
import { CarGallery } from './car-gallery'
import { CarSummary } from './car-summary'
import { SimilarCars } from './similar-cars'
import { SpecSheet } from './spec-sheet'
import { useRememberViewed } from './use-remember-viewed'

// The car is only served to signed-in people: a signed-out visit is sent to /login by the guard
// and must not collect a 401 first.
export const loader = signedInLoader('anyone', (client, { params }, user) => {
  if (!params.id) return
  void client.prefetchQuery(carQueryOptions(params.id))
  // A buyer's own offers for the car, shown beside its price (car-offer.tsx).
  if (user.role === 'buyer') void client.prefetchQuery(offersQueryOptions('buyer', params.id))
})

// The car detail page.
function CarDetailPage() {
  const id = useParams().id ?? ''
  const car = useCar(id)
  const { user } = useSession()
  const client = useQueryClient()
  // A visit, for the seller's Overview: told once the page is shown, not awaited by anything.
  useEffect(() => countView(id), [id])
  useRememberViewed(id, car, user)

  return (
    <RecordPage record={car} what="this car" notFound={<CarNotFound />}>
      {(data) => (
        <CarView
          car={data}
          user={user}
          // Someone else booked it first: ask again, it now reads Booked everywhere.
          onTaken={() => void client.invalidateQueries({ queryKey: carsKey })}
        />
      )}
    </RecordPage>
  )
}

function CarView({ car, user, onTaken }: CarPanelProps) {
  const photos = car.images.length > 0 ? car.images : [car.image]
  return (
    <div className="page-container pt-4 pb-6 sm:pt-6">
      <PageTitle title={car.carName} />
      <Link to={paths.cars.to()} className="link text-sm font-medium link-hover link-primary">
        ← All cars
      </Link>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <CarGallery photos={photos} carName={car.carName} />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <CarSummary car={car} user={user} onTaken={onTaken} />
          </div>
        </div>
        <SpecSheet car={car} />
      </div>
      <SimilarCars carId={car._id} />
    </div>
  )
}

function CarNotFound() {
  return (
    <NotFound title="Car not found" to={paths.home.to()} action="Back to the home page">
      This listing has been removed or the link is wrong. There are plenty more on the home page.
    </NotFound>
  )
}

export { CarDetailPage as Component }
