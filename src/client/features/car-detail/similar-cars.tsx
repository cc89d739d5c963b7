import { CarGrid } from '../../components/car-grid'
import { useSimilarCars } from './api/get-similar-cars'

/**
 * Below the car: others like it for sale (its model, its make, its body type, near its price),
 * so a buyer who finds this one sold or dear goes on looking here. Nothing shows while they
 * load, if they fail, or if there are none: the page is complete without them.
 */
export function SimilarCars({ carId }: { carId: string }) {
  const similar = useSimilarCars(carId)
  if (!similar.data?.length) return null
  return (
    <section aria-labelledby="similar-cars" className="mt-12">
      <h2 id="similar-cars" className="text-xl font-bold sm:text-2xl">
        Similar cars
      </h2>
      <div className="mt-4">
        <CarGrid cars={similar.data} />
      </div>
    </section>
  )
}
