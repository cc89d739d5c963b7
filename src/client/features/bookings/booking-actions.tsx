import type { ReactNode } from 'react'
import type { Booking } from '#shared/bookings'
import { toast } from '../../lib/toast'
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
        <DialogButton dialog="accept" booking={booking} onOpen={onOpen} className="btn-primary">
          Choose a time{forCar}
        </DialogButton>
      )}
      {can('propose') && (
        <DialogButton dialog="propose" booking={booking} onOpen={onOpen} className="btn-outline">
          {booking.slots.length > 0 ? 'Propose other times' : 'Propose times'}
          {forCar}
        </DialogButton>
      )}
      {can('complete') && <CompleteButtons booking={booking} />}
      {can('review') && (
        <DialogButton
          dialog="review"
          booking={booking}
          onOpen={onOpen}
          className="btn-outline btn-primary"
        >
          Leave a review<span className="sr-only"> of the test drive of {booking.car}</span>
        </DialogButton>
      )}
      {can('decline') && (
        <DialogButton
          dialog="decline"
          booking={booking}
          onOpen={onOpen}
          className="btn-ghost text-error"
        >
          Decline<span className="sr-only"> request for {booking.car}</span>
        </DialogButton>
      )}
      {can('cancel') && (
        <DialogButton
          dialog="cancel"
          booking={booking}
          onOpen={onOpen}
          className="btn-ghost text-error"
        >
          Cancel<span className="sr-only"> booking of {booking.car}</span>
        </DialogButton>
      )}
    </div>
  )
}

/** A button that opens one of the booking's dialogs. */
export function DialogButton({
  dialog,
  booking,
  onOpen,
  className,
  children,
}: {
  dialog: BookingDialog
  booking: Booking
  onOpen: OpenDialog
  className: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm ${className}`}
      onClick={() => onOpen(dialog, booking)}
    >
      {children}
    </button>
  )
}

/** After the appointment the seller says how it went: no dialog, the buttons say it all. */
function CompleteButtons({ booking }: { booking: Booking }) {
  const complete = useCompleteBooking()
  const mark = (outcome: Outcome) =>
    complete.mutate(
      { id: booking._id, outcome },
      {
        onSuccess: () =>
          toast.success(outcome === 'completed' ? 'Marked as done' : 'Marked as a no-show'),
        onError: (error) => toast.error(error.message),
      },
    )
  const pending = (outcome: Outcome) =>
    complete.isPending && complete.variables?.outcome === outcome ? (
      <span className="loading loading-spinner loading-xs" aria-hidden="true" />
    ) : null
  return (
    <>
      <button
        type="button"
        className="btn btn-success btn-sm"
        disabled={complete.isPending}
        onClick={() => mark('completed')}
      >
        {pending('completed')}
        Test drive happened<span className="sr-only">: {booking.car}</span>
      </button>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={complete.isPending}
        onClick={() => mark('no_show')}
      >
        {pending('no_show')}
        Buyer didn’t come<span className="sr-only">: {booking.car}</span>
      </button>
    </>
  )
}
