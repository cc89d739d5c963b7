import { useState, type FormEvent } from 'react'
import type { TakenPayment } from '#shared/money'
import { DialogActions } from '../../components/dialog-actions'
import { RequestError } from '../../components/request-error'
import { FormField } from '../../components/form-field'
import { ModalDialog } from '../../components/modal-dialog'
import { TextareaField } from '../../components/textarea-field'
import { formatPrice } from '../../lib/format-price'
import { toastAndClose } from '../../lib/toast-and-close'
import { useRefundPayment } from './api/refund-payment'

/** adminRefundSchema's limits and words (src/shared/money.ts), said before the call. */
const NOTE_MAX = 500
const noteMissing = 'Write a note: it goes into the audit log'

type Problems = Partial<Record<'amount' | 'note', string>>

/**
 * Gives part or all of a taken payment back to the buyer (POST
 * /api/admin/bookings/{id}/refund). No amount refunds all that is left.
 */
export function RefundDialog({
  payment,
  onClose,
}: {
  /** The payment to refund; null keeps the dialog closed. */
  payment: TakenPayment | null
  onClose: () => void
}) {
  return (
    <ModalDialog
      open={payment !== null}
      title={payment && `Refund the ${payment.carName}`}
      description={
        payment &&
        `${payment.buyer} paid ${formatPrice(payment.amount)}${payment.refunded > 0 ? `, of which ${formatPrice(payment.refunded)} is back already` : ''}. The money goes back to their card, and the seller’s payout is reduced by the same amount.`
      }
      onClose={onClose}
    >
      {payment && <RefundForm key={payment.booking_id} payment={payment} onDone={onClose} />}
    </ModalDialog>
  )
}

function RefundForm({ payment, onDone }: { payment: TakenPayment; onDone: () => void }) {
  const refund = useRefundPayment()
  const [amount, setAmount] = useState('')
  const [note, setNote] = useState('')
  const [problems, setProblems] = useState<Problems>({})

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const dollars = amount.trim() === '' ? undefined : Number(amount)
    const found: Problems = {
      amount:
        dollars === undefined
          ? undefined
          : !Number.isInteger(dollars)
            ? 'Enter the amount in whole dollars'
            : dollars <= 0
              ? 'Enter an amount above zero'
              : undefined,
      note: !note.trim()
        ? noteMissing
        : note.trim().length > NOTE_MAX
          ? 'Keep it under 500 characters'
          : undefined,
    }
    setProblems(found)
    if (found.amount || found.note) return
    refund.mutate(
      { id: payment.booking_id, refund: { amount: dollars, note: note.trim() } },
      toastAndClose('Refunded. The buyer is told.', onDone),
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      <FormField label="Amount in dollars" hint="(optional)" error={problems.amount}>
        {(control) => (
          <input
            {...control}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputMode="numeric"
            className="input w-full"
            placeholder={`Empty: all that is left, ${formatPrice(payment.amount - payment.refunded)}`}
          />
        )}
      </FormField>
      <TextareaField
        label="Note for the audit log"
        value={note}
        onChange={setNote}
        rows={3}
        error={problems.note}
      />
      <RequestError error={refund.error} />
      <DialogActions
        onCancel={onDone}
        confirmLabel="Refund"
        tone="error"
        pending={refund.isPending}
      />
    </form>
  )
}
