import { Fragment, type ReactNode } from 'react'
import type { Booking } from '#shared/bookings'
import { ModalDialog } from '../../components/modal-dialog'

/** What each move's dialog is given: the booking the move is made on (null keeps it closed). */
export type MoveProps = { booking: Booking | null; onClose: () => void }

type Props = MoveProps & {
  title: (booking: Booking) => string
  /** What the move does, in a sentence or two. */
  description: string | ((booking: Booking) => string)
  /** The move's form; made afresh for each booking the dialog opens on. */
  children: (booking: Booking) => ReactNode
}

/** The dialog of one move on a booking (decline, cancel, propose times...), open while it has one. */
export function MoveDialog({ booking, title, description, onClose, children }: Props) {
  return (
    <ModalDialog
      open={booking !== null}
      title={booking && title(booking)}
      description={typeof description === 'string' ? description : booking && description(booking)}
      onClose={onClose}
    >
      {booking && <Fragment key={booking._id}>{children(booking)}</Fragment>}
    </ModalDialog>
  )
}
