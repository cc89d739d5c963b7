import { useState } from 'react'
import { DialogActions } from '../../components/dialog-actions'
import { LocalTime } from '../../components/local-time'
import { toastAndClose } from '../../lib/toast-and-close'
import { useAcceptTime } from './api/accept-time'
import { RequestError } from '../../components/request-error'
import { MoveDialog, type MoveFormProps, type MoveProps } from './move-dialog'

/** The side whose turn it is takes one of the times the other proposed: one click each. */
export function AcceptTimeDialog({ booking, onClose }: MoveProps) {
  return (
    <MoveDialog
      booking={booking}
      title={(b) => `Choose a time for ${b.car}`}
      description={(b) =>
        `The ${b.you === 'seller' ? 'buyer' : 'seller'} proposed these times, shown in your time zone. Once you choose one, they are told it is agreed.`
      }
      onClose={onClose}
      form={AcceptForm}
    />
  )
}

function AcceptForm({ booking, onDone }: MoveFormProps) {
  const accept = useAcceptTime()
  // Which button spins: the one that was pressed.
  const [chosen, setChosen] = useState<string | null>(null)

  function choose(at: string) {
    setChosen(at)
    accept.mutate({ id: booking._id, at }, toastAndClose('Test drive agreed', onDone))
  }

  return (
    <div>
      <p className="mt-3 text-sm text-base-content/70">Meeting place: {booking.meeting_location}</p>
      <ul className="mt-4 space-y-2">
        {booking.slots.map((slot) => (
          <li key={slot}>
            <button
              type="button"
              className="btn btn-outline btn-primary btn-block justify-start"
              disabled={accept.isPending}
              onClick={() => choose(slot)}
            >
              {accept.isPending && chosen === slot && (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              )}
              Accept <LocalTime iso={slot} appointment />
            </button>
          </li>
        ))}
      </ul>
      <RequestError error={accept.error} />
      <DialogActions cancelLabel="Not now" onCancel={onDone} pending={accept.isPending} />
    </div>
  )
}
