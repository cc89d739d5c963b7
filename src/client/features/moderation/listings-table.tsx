import { Link } from 'react-router'
import type { AdminCar } from '#shared/moderation'
import { CarThumb } from '../../components/car-thumb'
import { EmailAddress } from '../../components/email-address'
import { RowButton } from '../../components/row-button'
import { DateCell, NumberCell } from '../../components/stacked-table'
import { carStatusBadges, carStatusLabels } from '../../lib/car-status'
import { formatPrice } from '../../lib/format-price'
import { stackedTable as t } from '../../lib/stacked-table'
import { CardTable } from './card-table'
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
    <CardTable
      caption="Listings"
      columns={['Listing', 'Seller', 'Status', { label: 'Price', numeric: true }, 'Listed']}
      rows={cars}
      title={(car) => (
        <div className="flex items-center gap-3">
          <CarThumb src={car.image} width={56} />
          <Link to={paths.car.to(car._id)} className="link font-semibold wrap-anywhere link-hover">
            {car.carName}
          </Link>
        </div>
      )}
      cells={(car) => (
        <>
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
          <NumberCell label="Price">{formatPrice(car.resale_price)}</NumberCell>
          <DateCell label="Listed" iso={car.createdAt} />
        </>
      )}
      actions={(car) => (
        <>
          {car.featured && (
            <RowButton
              className="whitespace-nowrap btn-outline"
              pending={unfeaturing === car._id}
              onClick={() => onUnfeature(car)}
            >
              Unfeature<span className="sr-only">: {car.carName}</span>
            </RowButton>
          )}
          {car.hidden ? (
            <RowButton className="whitespace-nowrap btn-outline" onClick={() => onShow(car)}>
              Show again<span className="sr-only">: {car.carName}</span>
            </RowButton>
          ) : (
            <RowButton
              className="whitespace-nowrap btn-outline btn-error"
              onClick={() => onHide(car)}
            >
              Hide<span className="sr-only">: {car.carName}</span>
            </RowButton>
          )}
        </>
      )}
    />
  )
}
