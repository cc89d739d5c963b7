import type { Side } from '#shared/bookings'
import { useOffers } from '../../api/get-offers'
import { EmptyState } from '../../components/empty-state'
import { useOfferDialogs } from '../../components/offer-dialogs'
import { OrdersNextStep } from '../../components/orders-next-step'
import { QueryAnswer } from '../../components/query-answer'
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
  // The dialogs stay whatever the list shows: a refetch that fails does not close one open.
  return (
    <>
      <QueryAnswer
        query={offers}
        what="your offers"
        empty={
          <EmptyState title="No offers yet" action={<OrdersNextStep side={side} />}>
            {empty}
          </EmptyState>
        }
      >
        {(data) => <OffersTable offers={data} onOpen={open} />}
      </QueryAnswer>
      {dialogs}
    </>
  )
}
