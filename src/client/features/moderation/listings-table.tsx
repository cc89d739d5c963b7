import { Link } from 'react-router'
import type { AdminCar } from '#shared/moderation'
import { CarThumb } from '../../components/car-thumb'
import { EmailAddress } from '../../components/email-address'
import { LocalTime } from '../../components/local-time'
import { carStatusBadges, carStatusLabels } from '../../lib/car-status'
import { formatPrice } from '../../lib/format-price'
import { StackedTable } from '../../components/stacked-table'
import { stackedTable as t } from '../../lib/stacked-table'
import { cardGrid, wide } from './card-grid'
import { paths } from '#shared/paths'

type Props = {
  cars: AdminCar[]
  onHide: (car: AdminCar) => void
  onShow: (car: AdminCar) => void
  onUnfeature: (car: AdminCar) => void
  /** The car whose Unfeature call is on its way, if any. */
  unfeaturing: string | null
}

/**
 * Every listing: photo and name, seller, status, price, listed, and Hide or Show again, and
 * Unfeature for a featured one. A sold car an admin hid keeps its status and is marked
 * "Hidden by an admin". Cards where narrow.
 */
export function ListingsTable({ cars, onHide, onShow, onUnfeature, unfeaturing }: Props) {
  return (
    <StackedTable
      caption="Listings"
      className="mt-4"
      columns={[
        'Listing',
        'Seller',
        'Status',
        { label: 'Price', numeric: true },
        'Listed',
        { label: 'Actions', visuallyHidden: true },
      ]}
    >
      {cars.map((car) => (
        <tr key={car._id} className={`${t.row} ${cardGrid}`}>
          <th scope="row" className={`${t.titleCell} ${wide} min-w-64 font-normal`}>
            <div className="flex items-center gap-3">
              <CarThumb src={car.image} width={56} />
              <Link
                to={paths.car.to(car._id)}
                className="link font-semibold wrap-anywhere link-hover"
              >
                {car.carName}
              </Link>
            </div>
          </th>
          <td data-label="Seller" className={`${t.cell} min-w-56`}>
            <div className="min-w-0">
              <span className="font-medium wrap-anywhere">{car.seller.name}</span>
              {car.seller.suspended && (
                <span className="ml-2 badge badge-xs badge-error align-middle">Suspended</span>
              )}
              <span className="block text-sm wrap-anywhere text-base-content/75">
                <EmailAddress email={car.seller.email} />
              </span>
            </div>
          </td>
          <td data-label="Status" className={t.cell}>
            <div className="flex flex-wrap gap-1">
              <span className={`badge badge-sm ${carStatusBadges[car.status]}`}>
                {carStatusLabels[car.status]}
              </span>
              {car.hidden && car.status !== 'Hidden' && (
                <span className="badge badge-sm badge-warning">Hidden</span>
              )}
              {car.featured && <span className="badge badge-outline badge-sm">Featured</span>}
            </div>
          </td>
          <td data-label="Price" className={`${t.cell} tabular-nums @4xl:text-right`}>
            {formatPrice(car.resale_price)}
          </td>
          <td data-label="Listed" className={`${t.cell} whitespace-nowrap`}>
            <LocalTime iso={car.createdAt} />
          </td>
          <td className={`${t.cell} ${wide} text-right @max-4xl:pt-2 @max-4xl:before:hidden`}>
            <div className="flex flex-wrap justify-end gap-2">
              {car.featured && (
                <button
                  type="button"
                  className="btn btn-sm whitespace-nowrap btn-outline"
                  disabled={unfeaturing === car._id}
                  onClick={() => onUnfeature(car)}
                >
                  {unfeaturing === car._id && (
                    <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                  )}
                  Unfeature<span className="sr-only">: {car.carName}</span>
                </button>
              )}
              {car.hidden ? (
                <button
                  type="button"
                  className="btn btn-sm whitespace-nowrap btn-outline"
                  onClick={() => onShow(car)}
                >
                  Show again<span className="sr-only">: {car.carName}</span>
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-sm whitespace-nowrap btn-outline btn-error"
                  onClick={() => onHide(car)}
                >
                  Hide<span className="sr-only">: {car.carName}</span>
                </button>
              )}
            </div>
          </td>
        </tr>
      ))}
    </StackedTable>
  )
}
