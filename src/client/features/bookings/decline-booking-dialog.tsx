import { useDeclineBooking } from './api/decline-booking'
import { MoveDialog, type MoveFormProps, type MoveProps } from './move-dialog'
import { ReasonForm } from './reason-form'

/** The seller turns a test-drive request down; the buyer is told why. */
export function DeclineBookingDialog({ booking, onClose }: MoveProps) {
  return (
    <MoveDialog
      booking={booking}
      title={(b) => `Decline ${b.name}’s request for ${b.car}?`}
      description="They are told your reason, and the car goes back on sale."
      onClose={onClose}
      form={DeclineForm}
    />
  )
}

function DeclineForm(props: MoveFormProps) {
  const decline = useDeclineBooking()
  return (
    <ReasonForm
      {...props}
      label="Reason"
      placeholder="For example: the car is no longer available that week."
      required="Please say why, so the buyer knows."
      call={decline}
      cancelLabel="Keep request"
      confirmLabel="Decline request"
      done="Request declined"
    />
  )
}
