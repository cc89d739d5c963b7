import type { Side } from '#shared/bookings'
import { useOffers } from '../../api/get-offers'
import { EmptyState } from '../../components/empty-state'
import { useOfferDialogs } from '../../components/offer-dialogs'
import { OrdersNextStep } from '../../components/orders-next-step'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { OffersTable } from './offers-table'

type Props = {
  side: Side
  /** Said instead of an empty table, under "No offers yet" and above where to go next. */
  empty: string
}

/** One side's offers (an Offers tab): loading, failed, empty or shown, with their dialogs. */
export function OffersList({ side, empty }: Props) {
  const offers = useOffers(side)
  const { open, dialogs } = useOfferDialogs()
  if (offers.isPending) return <Spinner />
  if (offers.isError) {
    return <QueryError error={offers.error} what="your offers" onRetry={() => offers.refetch()} />
  }
  if (offers.data.length === 0) {
    return (
      <EmptyState title="No offers yet" action={<OrdersNextStep side={side} />}>
        {empty}
      </EmptyState>
    )
  }
  return (
    <>
      <OffersTable offers={offers.data} onOpen={open} />
      {dialogs}
    </>
  )
}
