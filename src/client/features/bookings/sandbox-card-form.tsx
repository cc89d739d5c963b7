import { useId, useState, type FormEvent } from 'react'
import { FormField } from '../../components/form-field'
import { SubmitButton } from '../../components/submit-button'
import { formatPrice } from '../../lib/format-price'
import { toast } from '../../lib/toast'
import { useConfirmSandboxPayment } from './api/confirm-sandbox-payment'
import { formatCardNumber, formatCvc, formatExpiry, readCard, type CardFields } from './card-format'

type Props = { clientSecret: string; amount: number; onPaid: () => void }

/** The card's three fields: their labels, their names for the browser's autofill, their format. */
const cardFields: Record<
  keyof CardFields,
  {
    label: string
    name: string
    autoComplete: string
    placeholder: string
    format: (value: string) => string
  }
> = {
  number: {
    label: 'Card number',
    name: 'cardnumber',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    format: formatCardNumber,
  },
  expiry: {
    label: 'Expiry date',
    name: 'exp-date',
    autoComplete: 'cc-exp',
    placeholder: 'MM / YY',
    format: formatExpiry,
  },
  cvc: { label: 'CVC', name: 'cvc', autoComplete: 'cc-csc', placeholder: '123', format: formatCvc },
}

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
  const fieldOf = (key: keyof CardFields) => ({
    field: cardFields[key],
    value: fields[key],
    onChange: (value: string) => set(key, cardFields[key].format(value)),
    describedBy: error ? errorId : undefined,
  })
  return (
    <form noValidate onSubmit={pay} aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Pay by card
      </h2>
      <CardField {...fieldOf('number')} className="tracking-wide" />
      <div className="grid grid-cols-2 gap-4">
        <CardField {...fieldOf('expiry')} />
        <CardField {...fieldOf('cvc')} />
      </div>
      <SubmitButton pending={confirm.isPending} className="btn-block">
        {confirm.isPending ? 'Paying…' : `Pay ${formatPrice(amount)}`}
      </SubmitButton>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-error">
          {error}
        </p>
      )}
    </form>
  )
}

function CardField({
  field,
  value,
  onChange,
  describedBy,
  className = '',
}: {
  field: (typeof cardFields)[keyof CardFields]
  value: string
  onChange: (value: string) => void
  describedBy: string | undefined
  className?: string
}) {
  return (
    <FormField label={field.label}>
      {(control) => (
        <input
          {...control}
          name={field.name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={field.autoComplete}
          inputMode="numeric"
          placeholder={field.placeholder}
          aria-describedby={describedBy}
          className={`input w-full font-mono ${className}`}
        />
      )}
    </FormField>
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
