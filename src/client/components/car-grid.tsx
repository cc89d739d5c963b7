import type { Car } from '#shared/cars'
import { CarCard } from './car-card'
import { CardGrid } from './card-grid'

type Props = {
  cars: Car[]
  eagerCount?: number
  besideSidebar?: boolean
  withSeller?: boolean
  rowOnPhones?: boolean
}

/** `eagerCount` cards load their image at once: the first row when the grid opens the page. */
export function CarGrid({ cars, eagerCount = 0, besideSidebar, withSeller, rowOnPhones }: Props) {
  return (
    <CardGrid besideSidebar={besideSidebar} rowOnPhones={rowOnPhones}>
      {cars.map((car, index) => (
        <li key={car._id}>
          <CarCard car={car} eager={index < eagerCount} withSeller={withSeller} />
        </li>
      ))}
    </CardGrid>
  )
}
