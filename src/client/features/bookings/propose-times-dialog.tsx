import type { FormEvent } from 'react'
import { DialogActions } from '../../components/dialog-actions'
import { SlotPicker } from '../../components/slot-picker'
import { toastAndClose } from '../../lib/toast-and-close'
import { useSlotEntry } from '../../lib/use-slot-entry'
import { useProposeTimes } from './api/propose-times'
import { RequestError } from '../../components/request-error'
import { MoveDialog, type MoveFormProps, type MoveProps } from './move-dialog'

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
      form={ProposeForm}
    />
  )
}

function ProposeForm({ booking, onDone }: MoveFormProps) {
  const slots = useSlotEntry()
  const propose = useProposeTimes()

  function submit(event: FormEvent) {
    event.preventDefault()
    const chosen = slots.check()
    if (!chosen) return
    propose.mutate(
      { id: booking._id, slots: chosen },
      toastAndClose(chosen.length === 1 ? 'Time sent' : 'Times sent', onDone),
    )
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4">
      <SlotPicker legend="When suits you?" {...slots.picker} />
      <RequestError error={propose.error} />
      <DialogActions
        cancelLabel="Not now"
        onCancel={onDone}
        confirmLabel="Send times"
        pending={propose.isPending}
      />
    </form>
  )
}
