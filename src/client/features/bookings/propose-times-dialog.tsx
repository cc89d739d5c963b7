import { useState, type FormEvent } from 'react'
import type { Booking } from '#shared/bookings'
import { DialogActions } from '../../components/dialog-actions'
import { SlotPicker } from '../../components/slot-picker'
import { checkSlots, firstSlot } from '../../lib/slots'
import { toastAndClose } from '../../lib/toast-and-close'
import { useProposeTimes } from './api/propose-times'
import { DialogError } from './dialog-error'
import { MoveDialog, type MoveProps } from './move-dialog'

/** Either side offers up to three times (new ones, or the first ones); the other side picks. */
export function ProposeTimesDialog({ booking, onClose }: MoveProps) {
  return (
    <MoveDialog
      booking={booking}
      title={(b) => `${b.slots.length > 0 ? 'Propose other times' : 'Propose times'} for ${b.car}`}
      description={(b) =>
        `The ${b.you === 'seller' ? 'buyer' : 'seller'} is asked to choose one of them.`
      }
      onClose={onClose}
    >
      {(b) => <ProposeForm booking={b} onDone={onClose} />}
    </MoveDialog>
  )
}

function ProposeForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const [values, setValues] = useState(() => [firstSlot()])
  const [errors, setErrors] = useState<string[]>([])
  const propose = useProposeTimes()

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkSlots(values)
    setErrors(checked.errors ?? [])
    if (!checked.slots) return
    propose.mutate(
      { id: booking._id, slots: checked.slots },
      toastAndClose(checked.slots.length === 1 ? 'Time sent' : 'Times sent', onDone),
    )
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4">
      <SlotPicker
        legend="When suits you?"
        values={values}
        errors={errors}
        onChange={(next) => {
          setValues(next)
          setErrors([])
        }}
      />
      <DialogError error={propose.error} />
      <DialogActions
        cancelLabel="Not now"
        onCancel={onDone}
        confirmLabel="Send times"
        pending={propose.isPending}
      />
    </form>
  )
}
