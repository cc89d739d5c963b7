import type { Car } from '#shared/cars'
import { CarCard } from './car-card'
import { CardGrid } from './card-grid'

/** `eagerCount` cards load their image at once: the first row when the grid opens the page. */
export function CarGrid({ cars, eagerCount = 0 }: { cars: Car[]; eagerCount?: number }) {
  return (
    <CardGrid>
      {cars.map((car, index) => (
        <li key={car._id}>
          <CarCard car={car} eager={index < eagerCount} />
        </li>
      ))}
    </CardGrid>
  )
}
