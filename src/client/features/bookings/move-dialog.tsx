import type { ComponentType } from 'react'
import type { Booking } from '#shared/bookings'
import { ModalDialog } from '../../components/modal-dialog'

/** What each move's dialog is given: the booking the move is made on (null keeps it closed). */
export type MoveProps = { booking: Booking | null; onClose: () => void }

/** What a move's form is given: the booking, and the way out once the move is made or left. */
export type MoveFormProps = { booking: Booking; onDone: () => void }

type Props = MoveProps & {
  title: (booking: Booking) => string
  /** What the move does, in a sentence or two. */
  description: string | ((booking: Booking) => string)
  /** The move's form; made afresh for each booking the dialog opens on. */
  form: ComponentType<MoveFormProps>
}

/** The dialog of one move on a booking (decline, cancel, propose times...), open while it has one. */
export function MoveDialog({ booking, title, description, onClose, form: Form }: Props) {
  return (
    <ModalDialog
      open={booking !== null}
      title={booking && title(booking)}
      description={typeof description === 'string' ? description : booking && description(booking)}
      onClose={onClose}
    >
      {booking && <Form key={booking._id} booking={booking} onDone={onClose} />}
    </ModalDialog>
  )
}
