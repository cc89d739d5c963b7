import type { Booking } from '#shared/bookings'
import { ConfirmDialog } from '../../components/confirm-dialog'

type Props = {
  /** The booking to confirm; null keeps the dialog closed. */
  booking: Booking | null
  pending: boolean
  onConfirm: (booking: Booking) => void
  onCancel: () => void
}

export function CancelBookingDialog({ booking, ...props }: Props) {
  return (
    <ConfirmDialog
      subject={booking}
      title={(b) => `Cancel your booking of ${b.car}?`}
      body={() =>
        'The viewing is called off and the car goes back on sale, so someone else may book it.'
      }
      confirmLabel="Cancel booking"
      cancelLabel="Keep booking"
      {...props}
    />
  )
}
