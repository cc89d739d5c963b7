import { lazy, Suspense, useState } from 'react'
import { Link, useParams } from 'react-router'
import type { Booking } from '#shared/bookings'
import { signedInLoader } from '../../api/signed-in-loader'
import { HttpError } from '../../api/http'
import { PageTitle } from '../../components/page-title'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { formatPrice } from '../../lib/format-price'
import { paths } from '#shared/paths'
import { bookingQueryOptions, useBooking } from './api/get-booking'
import { useStartPayment } from './api/start-payment'
import { Receipt } from './receipt'
import { SandboxCardForm, TestCardsHint } from './sandbox-card-form'

const StripeCardForm = lazy(() => import('./stripe-card-form'))

export const loader = signedInLoader('anyone', (client, { params }) => {
  if (params.id) void client.prefetchQuery(bookingQueryOptions(params.id))
})

/** A payment the page shows as its receipt: held (not taken yet), taken, or given back. */
const receipted: Booking['payment'][] = ['held', 'paid', 'refunded']

const backLink = (
  <Link to={paths.myOrders.to()} className="link text-sm font-medium link-hover link-primary">
    ← My Orders
  </Link>
)

/** Why an unpaid booking cannot be paid here: it ended, or the reader is not its buyer. */
const notPayable: Record<Booking['status'], string> = {
  cancelled: 'This booking was cancelled, so there is nothing to pay.',
  declined: 'The seller declined this booking, so there is nothing to pay.',
  expired: 'This booking expired before it was agreed, so there is nothing to pay.',
  completed: 'This test drive is over and the time to buy after it has passed.',
  no_show: 'This booking was closed as a no-show, so there is nothing to pay.',
  // Open, yet not this reader's to pay: the car's seller looking at it.
  requested: 'Only the buyer can pay for this booking.',
  accepted: 'Only the buyer can pay for this booking.',
}

// The payment page: the booking by id, then the card form.
function PaymentPage() {
  const id = useParams().id ?? ''
  const booking = useBooking(id)
  // When this page took the payment: a Stripe payment is recorded by its webhook a moment later.
  const [paidNowAt, setPaidNowAt] = useState<string | null>(null)

  if (booking.isPending) return <Spinner />
  if (booking.isError) {
    const missing = booking.error instanceof HttpError && [400, 404].includes(booking.error.status)
    return (
      <div className="max-w-xl">
        <PageTitle title="Payment" />
        {backLink}
        {missing ? (
          <>
            <h1 className="mt-3 text-2xl font-extrabold tracking-tight">Booking not found</h1>
            <p className="mt-2 text-base-content/80">
              It may belong to another account. Your own bookings are all in My Orders.
            </p>
          </>
        ) : (
          <QueryError error={booking.error} what="this booking" onRetry={() => booking.refetch()} />
        )}
      </div>
    )
  }

  const { car, price, payment, status } = booking.data
  // Paid here a moment ago (the booking is read again), held, taken or given back: the receipt.
  if (paidNowAt || receipted.includes(payment)) {
    const heldAt = booking.data.history.findLast((entry) => entry.status === 'held')?.at
    const paidAt = heldAt ?? paidNowAt ?? booking.data.paidAt ?? booking.data.createdAt
    return (
      <div className="max-w-xl">
        <PageTitle title={`Receipt for ${car}`} />
        {backLink}
        <Receipt booking={booking.data} paidAt={paidAt} />
      </div>
    )
  }
  // docs/api.md "Money held until the car changes hands": the server says when the buyer may pay.
  const payable = booking.data.actions.includes('pay')
  return (
    <div className="max-w-xl">
      <PageTitle title={`Payment for ${car}`} />
      {backLink}
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">Payment for {car}</h1>
      {payable && (
        <>
          <p className="mt-2 text-base-content/80">
            Please pay <strong className="text-base-content">{formatPrice(price)}</strong> to
            complete your payment
          </p>
          <p className="mt-1 text-sm text-base-content/75">
            Your money is held, not taken, and the car is reserved for you. It is taken only once
            you confirm that you have the car.
          </p>
        </>
      )}
      <div className="mt-6 rounded-box border border-base-300 bg-base-100 p-5 sm:p-6">
        {!payable ? (
          <p>
            {payment === 'released'
              ? 'The hold on your card was released, so nothing was taken.'
              : notPayable[status]}
          </p>
        ) : (
          <PendingPayment
            booking={booking.data}
            onPaid={() => setPaidNowAt(new Date().toISOString())}
          />
        )}
      </div>
    </div>
  )
}

function PendingPayment({ booking, onPaid }: { booking: Booking; onPaid: () => void }) {
  const payment = useStartPayment(booking._id)
  if (payment.isPending) return <Spinner />
  if (payment.isError) {
    return <QueryError error={payment.error} what="the payment" onRetry={() => payment.refetch()} />
  }
  if (payment.data.provider === 'stripe') {
    const { publishableKey, clientSecret } = payment.data
    if (!publishableKey) return <p role="alert">Card payments are not set up. Please try later.</p>
    // Stripe Elements in its own chunk: only Stripe deployments load it (and Stripe.js).
    return (
      <Suspense fallback={<Spinner />}>
        <StripeCardForm
          publishableKey={publishableKey}
          clientSecret={clientSecret}
          onPaid={onPaid}
        />
      </Suspense>
    )
  }
  return (
    <div className="space-y-6">
      <SandboxCardForm
        clientSecret={payment.data.clientSecret}
        amount={payment.data.amount}
        onPaid={onPaid}
      />
      <TestCardsHint />
    </div>
  )
}

export { PaymentPage as Component }
