import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '#shared/paths'
import { CarThumb } from './car-thumb'

type Props = {
  /** A booking or an offer: the car's name, its id while the listing exists, its cover photo. */
  deal: { car: string; car_id: string | null; image: string | null }
  /** What the table adds under the name. */
  children?: ReactNode
}

/**
 * The car of a booking or an offer in its table: its cover photo and name, a link to it while
 * the listing exists (a deleted car keeps its name), and the table's lines under the name.
 */
export function DealCar({ deal, children }: Props) {
  return (
    <div className="flex items-center gap-3">
      {deal.image ? (
        <CarThumb src={deal.image} width={56} />
      ) : (
        <span aria-hidden="true" className="h-[42px] w-14 shrink-0 rounded-field bg-base-200" />
      )}
      <div className="min-w-0">
        {deal.car_id ? (
          <Link to={paths.car.to(deal.car_id)} className="link font-semibold link-hover">
            {deal.car}
          </Link>
        ) : (
          <span className="font-semibold">{deal.car}</span>
        )}
        {children}
      </div>
    </div>
  )
}
