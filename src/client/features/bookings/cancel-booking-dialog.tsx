import type { Booking } from '#shared/bookings'
import { formatPrice } from '../../lib/format-price'
import { useCancelBooking } from './api/cancel-booking'
import { MoveDialog, type MoveFormProps, type MoveProps } from './move-dialog'
import { ReasonForm } from './reason-form'

/** What cancelling does, told to the side about to do it. */
function consequences(booking: Booking) {
  const seller = booking.you === 'seller'
  if (booking.payment === 'held') {
    const amount = formatPrice(booking.price)
    return seller
      ? `The buyer’s ${amount} is released back to them, they are told your reason, and the car goes back on sale.`
      : `The ${amount} held on your card is released: nothing is taken. The car goes back on sale.`
  }
  return seller
    ? 'They are told your reason, and the car goes back on sale.'
    : 'The test drive is called off and the car goes back on sale, so someone else may book it.'
}

/**
 * Calls an open booking off, or a sale whose money is held (the money goes back). The buyer may
 * say why; the seller must (docs/api.md "Test drives"), since the buyer loses what they counted on.
 */
export function CancelBookingDialog({ booking, onClose }: MoveProps) {
  return (
    <MoveDialog
      booking={booking}
      title={(b) =>
        b.you === 'seller'
          ? `Cancel ${b.name}’s ${b.payment === 'held' ? 'purchase' : 'test drive'} of ${b.car}?`
          : `Cancel your booking of ${b.car}?`
      }
      description={consequences}
      onClose={onClose}
      form={CancelForm}
    />
  )
}

function CancelForm({ booking, onDone }: MoveFormProps) {
  const seller = booking.you === 'seller'
  const cancel = useCancelBooking()
  return (
    <ReasonForm
      booking={booking}
      onDone={onDone}
      label={seller ? 'Reason' : 'Reason (optional)'}
      placeholder={
        seller ? 'For example: the car has been damaged.' : 'For example: I found another car.'
      }
      required={seller ? 'Please say why, so the buyer knows.' : null}
      call={cancel}
      cancelLabel="Keep booking"
      confirmLabel="Cancel booking"
      done={
        booking.payment === 'held'
          ? 'Booking cancelled. The money is released.'
          : 'Booking cancelled'
      }
    />
  )
}
