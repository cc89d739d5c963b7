import { Link } from 'react-router'
import type { Car } from '#shared/cars'
import { CarThumb } from '../../components/car-thumb'
import { DeleteButton, RowButton } from '../../components/row-button'
import { carStatusBadges, carStatusLabels } from '../../lib/car-status'
import { formatPrice } from '../../lib/format-price'
import { paths } from '#shared/paths'

type Props = {
  cars: Car[]
  /** The first row's number (S/L), on a later page. */
  first?: number
  /** The car whose Set Featured (or Unfeature) call is on its way, if any. */
  featuring: string | null
  onSetFeatured: (car: Car, featured: boolean) => void
  onDelete: (car: Car) => void
}

/** Manage Cars: S/L, Avatar, Name, Status, Action. */
export function CarsTable({ cars, first = 1, featuring, onSetFeatured, onDelete }: Props) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      {/* On a phone each row becomes a small card (photo and name, badges, then the actions)
          instead of a table to scroll sideways: the actions would start off screen. */}
      <table className="table max-sm:block">
        <caption className="sr-only">Your cars</caption>
        <thead className="max-sm:sr-only">
          <tr>
            <th scope="col">S/L</th>
            <th scope="col">Avatar</th>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:[&_td]:border-0 max-sm:[&_th]:border-0">
          {cars.map((car, index) => (
            <tr
              key={car._id}
              className="max-sm:grid max-sm:grid-cols-[auto_auto_1fr] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:border-base-300 max-sm:px-4 max-sm:py-4 max-sm:not-last:border-b"
            >
              <td className="text-base-content/70 tabular-nums max-sm:row-span-2 max-sm:min-w-5 max-sm:p-0 max-sm:text-sm">
                {first + index}
              </td>
              <td className="max-sm:row-span-2 max-sm:p-0">
                {car.image ? (
                  <CarThumb src={car.image} width={56} />
                ) : (
                  // A dealer's car whose photos are still being fetched (it is Hidden till then).
                  <span className="flex h-[42px] w-14 items-center justify-center rounded-field bg-base-200 text-center text-[0.625rem] leading-tight text-base-content/70">
                    No photo yet
                  </span>
                )}
              </td>
              <th scope="row" className="font-normal max-sm:p-0 sm:min-w-48">
                <Link to={paths.car.to(car._id)} className="link font-semibold link-hover">
                  {car.carName}
                </Link>
                <p className="text-sm text-base-content/70">
                  {car.stockNumber && (
                    <>
                      <span className="font-mono">Stock {car.stockNumber}</span> ·{' '}
                    </>
                  )}
                  {formatPrice(car.resale_price)}
                </p>
                {car.review && (
                  <ul className="mt-1 max-w-md list-disc pl-4 text-sm text-base-content/80">
                    {car.review.reasons.map((reason) => (
                      <li key={reason.rule}>{reason.message}</li>
                    ))}
                  </ul>
                )}
              </th>
              <td className="max-sm:p-0">
                <div className="flex flex-wrap gap-1">
                  <span
                    className={`badge badge-sm whitespace-nowrap ${carStatusBadges[car.status]}`}
                  >
                    {car.review ? 'In review' : carStatusLabels[car.status]}
                  </span>
                  {car.isFeatured && <span className="badge badge-sm badge-warning">Featured</span>}
                </div>
              </td>
              <td className="max-sm:col-span-3 max-sm:p-0 max-sm:pt-2">
                {/* Beside the dashboard's menu (a 678 px page at 1024) the three buttons take
                    two lines rather than running off the table. */}
                <div className="flex flex-wrap items-center gap-2">
                  {/* Only a car for sale is on FEATURED CARS. Set Featured and Unfeature take
                      the same width, so Edit and Delete line up from row to row. */}
                  {car.status === 'Active' && (
                    <RowButton
                      className={`min-w-29 ${car.isFeatured ? 'btn-ghost' : 'btn-outline btn-primary'}`}
                      disabled={featuring === car._id}
                      onClick={() => onSetFeatured(car, !car.isFeatured)}
                    >
                      {car.isFeatured ? 'Unfeature' : 'Set Featured'}
                      <span className="sr-only">: {car.carName}</span>
                    </RowButton>
                  )}
                  {(car.status === 'Active' || car.review) && (
                    <Link to={paths.editCar.to(car._id)} className="btn btn-ghost btn-sm">
                      Edit<span className="sr-only"> {car.carName}</span>
                    </Link>
                  )}
                  <DeleteButton name={car.carName} onClick={() => onDelete(car)} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
