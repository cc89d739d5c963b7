import type { Booking } from '#shared/bookings'
import { RowButton } from '../../components/row-button'
import { toastResult } from '../../lib/toast-result'
import { useCompleteBooking, type Outcome } from './api/complete-booking'

/** The moves that ask something first, each in its dialog (booking-dialogs.tsx). */
export type BookingDialog =
  'accept' | 'propose' | 'decline' | 'cancel' | 'review' | 'confirm_handover' | 'object'
export type OpenDialog = (dialog: BookingDialog, booking: Booking) => void

type Props = { booking: Booking; onOpen: OpenDialog }

const testDriveActions: Booking['actions'] = [
  'accept',
  'propose',
  'complete',
  'review',
  'decline',
  'cancel',
]

/**
 * A row's test-drive buttons: exactly the moves the server lists in `booking.actions` (docs/api.md
 * "Test drives"; the money's moves are in the Payment column, payment-cell.tsx), the car named
 * for screen readers since every row has the same ones.
 */
export function BookingActions({ booking, onOpen }: Props) {
  const can = (action: Booking['actions'][number]) => booking.actions.includes(action)
  const forCar = <span className="sr-only"> for {booking.car}</span>
  if (!booking.actions.some((action) => testDriveActions.includes(action))) return null
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      {can('accept') && booking.slots.length > 0 && (
        <RowButton className="btn-primary" onClick={() => onOpen('accept', booking)}>
          Choose a time{forCar}
        </RowButton>
      )}
      {can('propose') && (
        <RowButton className="btn-outline" onClick={() => onOpen('propose', booking)}>
          {booking.slots.length > 0 ? 'Propose other times' : 'Propose times'}
          {forCar}
        </RowButton>
      )}
      {can('complete') && <CompleteButtons booking={booking} />}
      {can('review') && (
        <RowButton className="btn-outline btn-primary" onClick={() => onOpen('review', booking)}>
          Leave a review<span className="sr-only"> of the test drive of {booking.car}</span>
        </RowButton>
      )}
      {can('decline') && (
        <RowButton className="btn-ghost text-error" onClick={() => onOpen('decline', booking)}>
          Decline<span className="sr-only"> request for {booking.car}</span>
        </RowButton>
      )}
      {can('cancel') && (
        <RowButton className="btn-ghost text-error" onClick={() => onOpen('cancel', booking)}>
          Cancel<span className="sr-only"> booking of {booking.car}</span>
        </RowButton>
      )}
    </div>
  )
}

/** After the appointment the seller says how it went: no dialog, the buttons say it all. */
function CompleteButtons({ booking }: { booking: Booking }) {
  const complete = useCompleteBooking()
  const mark = (outcome: Outcome) =>
    complete.mutate(
      { id: booking._id, outcome },
      toastResult(outcome === 'completed' ? 'Marked as done' : 'Marked as a no-show'),
    )
  // Both wait for the call; the one pressed spins.
  const pending = (outcome: Outcome) =>
    complete.isPending && complete.variables?.outcome === outcome
  return (
    <>
      <RowButton
        className="btn-success"
        pending={pending('completed')}
        disabled={complete.isPending}
        onClick={() => mark('completed')}
      >
        Test drive happened<span className="sr-only">: {booking.car}</span>
      </RowButton>
      <RowButton
        className="btn-outline"
        pending={pending('no_show')}
        disabled={complete.isPending}
        onClick={() => mark('no_show')}
      >
        Buyer didn’t come<span className="sr-only">: {booking.car}</span>
      </RowButton>
    </>
  )
}
