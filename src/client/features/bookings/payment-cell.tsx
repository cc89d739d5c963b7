import { Link } from 'react-router'
import type { Booking } from '#shared/bookings'
import { MoveButton } from '../../components/move-button'
import { RowButton } from '../../components/row-button'
import { paths } from '#shared/paths'
import { useHandOver } from './api/hand-over'
import type { OpenDialog } from './booking-actions'
import { MoneyState } from './money-state'

/** A payment the buyer has a receipt for: held (the page says so), taken, or given back. */
const receipted: Booking['payment'][] = ['held', 'paid', 'refunded']

/**
 * A bookings table's Payment cell, for its buyer or its seller: where the money is, then exactly
 * the money moves the server lists in `booking.actions` (Pay, the seller's handover, the buyer's
 * answer to it), and the buyer's receipt once they paid.
 */
export function PaymentCell({ booking, onOpen }: { booking: Booking; onOpen: OpenDialog }) {
  const can = (action: Booking['actions'][number]) => booking.actions.includes(action)
  const forCar = <span className="sr-only"> for {booking.car}</span>
  const receipt = booking.you === 'buyer' && receipted.includes(booking.payment)
  const buttons = can('pay') || can('handover') || can('confirm_handover') || can('object')
  return (
    <div className="min-w-0">
      <MoneyState booking={booking} />
      {(buttons || receipt) && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {can('pay') && (
            <Link to={paths.payment.to(booking._id)} className="btn btn-primary btn-sm">
              Pay{forCar}
            </Link>
          )}
          {can('handover') && <HandOverButton booking={booking} />}
          {can('confirm_handover') && (
            <RowButton
              // Wraps in a narrow column rather than run into the next one.
              className="btn-success h-auto max-w-full py-1.5 leading-tight whitespace-normal"
              onClick={() => onOpen('confirm_handover', booking)}
            >
              Confirm I have the car<span className="sr-only">: {booking.car}</span>
            </RowButton>
          )}
          {can('object') && (
            <RowButton
              className="btn-ghost h-auto max-w-full py-1.5 leading-tight whitespace-normal text-error"
              onClick={() => onOpen('object', booking)}
            >
              Something is wrong<span className="sr-only"> with {booking.car}</span>
            </RowButton>
          )}
          {receipt && (
            <Link to={paths.payment.to(booking._id)} className="btn btn-outline btn-sm">
              Receipt{forCar}
            </Link>
          )}
        </div>
      )}
    </div>
  )
}

/** The seller has given the buyer the car: no dialog, the buyer confirms or objects next. */
function HandOverButton({ booking }: { booking: Booking }) {
  const handOver = useHandOver()
  return (
    <MoveButton
      call={handOver}
      id={booking._id}
      done="Marked as handed over. The buyer is asked to confirm."
      className="btn-primary"
    >
      Handed over<span className="sr-only">: {booking.car}</span>
    </MoveButton>
  )
}
