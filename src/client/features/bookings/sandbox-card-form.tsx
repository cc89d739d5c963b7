import { useId, useState, type FormEvent } from 'react'
import { formatPrice } from '../../lib/format-price'
import { toast } from '../../lib/toast'
import { useConfirmSandboxPayment } from './api/confirm-sandbox-payment'
import { formatCardNumber, formatCvc, formatExpiry, readCard, type CardFields } from './card-format'

type Props = { clientSecret: string; amount: number; onPaid: () => void }

/**
 * The sandbox provider's card form (the default, offline payment provider). The card goes to
 * our server's sandbox, which never stores it; a refusal's message shows in red.
 */
export function SandboxCardForm({ clientSecret, amount, onPaid }: Props) {
  const id = useId()
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '' })
  const [localError, setLocalError] = useState<string | null>(null)
  const confirm = useConfirmSandboxPayment()
  const error = localError ?? (confirm.isError ? confirm.error.message : null)

  const set = (key: keyof CardFields, value: string) =>
    setFields((current) => ({ ...current, [key]: value }))

  function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const read = readCard(fields)
    setLocalError(read.error ?? null)
    if (!read.card) return
    confirm.mutate(
      { clientSecret, card: read.card },
      {
        onSuccess: () => {
          toast.success('Card accepted: your money is held')
          onPaid()
        },
      },
    )
  }

  const errorId = `${id}-error`
  const described = error ? errorId : undefined
  return (
    <form noValidate onSubmit={pay} aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Pay by card
      </h2>
      <div>
        <label htmlFor={`${id}-number`} className="mb-1.5 block text-sm font-semibold">
          Card number
        </label>
        <input
          id={`${id}-number`}
          name="cardnumber"
          value={fields.number}
          onChange={(event) => set('number', formatCardNumber(event.target.value))}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          aria-describedby={described}
          className="input w-full font-mono tracking-wide"
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor={`${id}-expiry`} className="mb-1.5 block text-sm font-semibold">
            Expiry date
          </label>
          <input
            id={`${id}-expiry`}
            name="exp-date"
            value={fields.expiry}
            onChange={(event) => set('expiry', formatExpiry(event.target.value))}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM / YY"
            aria-describedby={described}
            className="input w-full font-mono"
          />
        </div>
        <div>
          <label htmlFor={`${id}-cvc`} className="mb-1.5 block text-sm font-semibold">
            CVC
          </label>
          <input
            id={`${id}-cvc`}
            name="cvc"
            value={fields.cvc}
            onChange={(event) => set('cvc', formatCvc(event.target.value))}
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            aria-describedby={described}
            className="input w-full font-mono"
          />
        </div>
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={confirm.isPending}>
        {confirm.isPending && (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        )}
        {confirm.isPending ? 'Paying…' : `Pay ${formatPrice(amount)}`}
      </button>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-error">
          {error}
        </p>
      )}
    </form>
  )
}

/** The sandbox's well-known test cards, so anyone trying the app can pay (or fail to). */
export function TestCardsHint() {
  return (
    <aside
      aria-labelledby="test-cards-heading"
      className="rounded-box border border-dashed border-info/50 bg-info/5 p-4 text-sm"
    >
      <h2 id="test-cards-heading" className="font-semibold">
        Test cards
      </h2>
      <p className="mt-1 text-base-content/80">
        This is a sandbox: no money moves. Use any future expiry date and any 3-digit CVC.
      </p>
      <ul className="mt-2 space-y-1">
        <li>
          <span className="font-mono">4242 4242 4242 4242</span> succeeds
        </li>
        <li>
          <span className="font-mono">4000 0000 0000 0002</span> is declined
        </li>
      </ul>
    </aside>
  )
}
