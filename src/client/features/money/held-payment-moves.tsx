import type { HeldPayment } from '#shared/money'
import { NoteDialog, type NoteRequest } from '../../components/note-dialog'
import { formatPrice } from '../../lib/format-price'
import { toastAndClose } from '../../lib/toast-and-close'
import { useCapturePayment } from './api/capture-payment'
import { useReleasePayment } from './api/release-payment'
import type { HeldMove } from './payments-table'

type Props = {
  /** The move the admin chose and on which payment; null keeps the dialog closed. */
  subject: { move: HeldMove; payment: HeldPayment } | null
  onClose: () => void
}

const shared = {
  label: 'Note for the audit log',
  required: 'Write a note: it goes into the audit log',
  max: 500,
}

function request(move: HeldMove, payment: HeldPayment): NoteRequest {
  const whose = `${payment.buyer}’s ${formatPrice(payment.amount)} for ${payment.carName}`
  return move === 'release'
    ? {
        ...shared,
        title: `Release ${whose}?`,
        description: 'Nothing is taken from the buyer’s card, and the car goes back on sale.',
        confirmLabel: 'Release payment',
        tone: 'primary',
      }
    : {
        ...shared,
        title: `Capture ${whose}?`,
        description:
          'The money is taken from the buyer’s card, the car is sold and the seller’s payout is queued.',
        confirmLabel: 'Capture payment',
      }
}

/** Release or capture a held payment, confirmed with the admin's note (NoteDialog). */
export function HeldPaymentMoves({ subject, onClose }: Props) {
  const release = useReleasePayment()
  const capture = useCapturePayment()
  const call = subject?.move === 'capture' ? capture : release
  return (
    <NoteDialog
      request={subject && request(subject.move, subject.payment)}
      pending={call.isPending}
      error={call.error}
      onConfirm={(note) => {
        if (!subject) return
        call.mutate(
          { id: subject.payment.booking_id, note },
          toastAndClose(
            subject.move === 'release' ? 'Payment released' : 'Payment captured',
            onClose,
          ),
        )
      }}
      onClose={() => {
        release.reset()
        capture.reset()
        onClose()
      }}
    />
  )
}
