import type { Booking } from '#shared/bookings'
import { toastAndClose } from '../../lib/toast-and-close'
import { useDeclineBooking } from './api/decline-booking'
import { MoveDialog, type MoveProps } from './move-dialog'
import { ReasonForm } from './reason-field'

/** The seller turns a test-drive request down; the buyer is told why. */
export function DeclineBookingDialog({ booking, onClose }: MoveProps) {
  return (
    <MoveDialog
      booking={booking}
      title={(b) => `Decline ${b.name}’s request for ${b.car}?`}
      description="They are told your reason, and the car goes back on sale."
      onClose={onClose}
    >
      {(b) => <DeclineForm booking={b} onDone={onClose} />}
    </MoveDialog>
  )
}

function DeclineForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const decline = useDeclineBooking()
  return (
    <ReasonForm
      label="Reason"
      placeholder="For example: the car is no longer available that week."
      required="Please say why, so the buyer knows."
      call={decline}
      cancelLabel="Keep request"
      confirmLabel="Decline request"
      onCancel={onDone}
      onSend={(reason) =>
        decline.mutate({ id: booking._id, reason }, toastAndClose('Request declined', onDone))
      }
    />
  )
}
