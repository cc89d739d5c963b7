import type { ReactNode } from 'react'
import type { Side } from '#shared/bookings'
import { useOffers } from '../../api/get-offers'
import { EmptyState } from '../../components/empty-state'
import { useOfferDialogs } from '../../components/offer-dialogs'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { OffersTable } from './offers-table'

type Props = {
  side: Side
  /** Said instead of an empty table: a heading, a line and where to go next. */
  empty: { title: string; text: string; action: ReactNode }
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
      <EmptyState title={empty.title} action={empty.action}>
        {empty.text}
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
