import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe } from '@stripe/stripe-js'
import { useMemo, useState, type FormEvent } from 'react'

type Props = { publishableKey: string; clientSecret: string; onPaid: () => void }

/**
 * Stripe Elements: the card details go from the browser to Stripe, never to our server, and
 * Stripe's signed webhook marks the money held. Lazy-loaded only when the provider is Stripe
 * (the Content-Security-Policy allows js.stripe.com only then). Not exercised here: this
 * machine cannot reach Stripe (README, Payments).
 */
export default function StripeCardForm({ publishableKey, clientSecret, onPaid }: Props) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey])
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <ConfirmForm onPaid={onPaid} />
    </Elements>
  )
}

function ConfirmForm({ onPaid }: { onPaid: () => void }) {
  const stripe = useStripe()
  const elements = useElements()
  const [error, setError] = useState<string | null>(null)
  const [paying, setPaying] = useState(false)

  async function pay(event: FormEvent) {
    event.preventDefault()
    if (!stripe || !elements) return
    setPaying(true)
    setError(null)
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    })
    setPaying(false)
    if (result.error) setError(result.error.message ?? 'The payment did not go through.')
    else onPaid()
  }

  return (
    <form onSubmit={pay} className="space-y-4">
      <PaymentElement />
      {error && (
        <p role="alert" className="text-sm font-medium text-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={!stripe || paying}>
        {paying && <span className="loading loading-spinner" aria-hidden="true" />}
        Pay
      </button>
    </form>
  )
}
