import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { carQueryOptions, useCar } from '../../api/get-car'
import { offersQueryOptions } from '../../api/get-offers'
import { useSession } from '../../api/get-session'
import { signedInLoader } from '../../api/signed-in-loader'
import { HttpError } from '../../api/http'
import { carsKey } from '../../api/query-keys'
import { PageTitle } from '../../components/page-title'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { paths } from '#shared/paths'
import { countView } from './api/count-view'
import { CarGallery } from './car-gallery'
import { CarSummary } from './car-summary'
import { SimilarCars } from './similar-cars'
import { SpecSheet } from './spec-sheet'

// The car is only served to signed-in people: a signed-out visit is sent to /login by the guard
// and must not collect a 401 first.
export const loader = signedInLoader('anyone', (client, { params }, user) => {
  if (!params.id) return
  void client.prefetchQuery(carQueryOptions(params.id))
  // A buyer's own offers for the car, shown beside its price (car-offer.tsx).
  if (user.role === 'buyer') void client.prefetchQuery(offersQueryOptions('buyer', params.id))
})

// A malformed id is refused as 400 before any lookup (docs/api.md); to a visitor both mean the
// same.
const isMissing = (error: Error) =>
  error instanceof HttpError && (error.status === 404 || error.status === 400)

// The car detail page.
function CarDetailPage() {
  const id = useParams().id ?? ''
  const car = useCar(id)
  const { user } = useSession()
  const client = useQueryClient()
  // A visit, for the seller's Overview: told once the page is shown, not awaited by anything.
  useEffect(() => countView(id), [id])

  if (car.isPending) return <Spinner />
  if (car.isError) {
    if (isMissing(car.error)) return <CarNotFound />
    return (
      <div className="page-container py-10">
        <QueryError error={car.error} what="this car" onRetry={() => car.refetch()} />
      </div>
    )
  }

  const photos = car.data.images.length > 0 ? car.data.images : [car.data.image]
  return (
    <div className="page-container pt-4 pb-6 sm:pt-6">
      <PageTitle title={car.data.carName} />
      <Link to={paths.cars.to()} className="link text-sm font-medium link-hover link-primary">
        ← All cars
      </Link>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <CarGallery photos={photos} carName={car.data.carName} />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <CarSummary
              car={car.data}
              user={user}
              // Someone else booked it first: ask again, it now reads Booked everywhere.
              onTaken={() => void client.invalidateQueries({ queryKey: carsKey })}
            />
          </div>
        </div>
        <SpecSheet car={car.data} />
      </div>
      <SimilarCars carId={car.data._id} />
    </div>
  )
}

function CarNotFound() {
  return (
    <div className="page-container py-20 text-center">
      <PageTitle title="Car not found" />
      <h1 className="text-3xl font-bold">Car not found</h1>
      <p className="mx-auto mt-3 max-w-md text-base-content/80">
        This listing has been removed or the link is wrong. There are plenty more on the home page.
      </p>
      <Link to={paths.home.to()} className="btn btn-primary mt-8">
        Back to the home page
      </Link>
    </div>
  )
}

export { CarDetailPage as Component }
