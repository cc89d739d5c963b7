import type { Offer } from '#shared/offers'
import { signedInLoader } from '../../api/signed-in-loader'
import { offersQueryOptions, useOffers } from '../../api/get-offers'
import { OrdersPageFrame } from '../../components/orders-tabs'
import { OffersList } from './offers-list'

export const loader = signedInLoader('anyone', (client) => {
  void client.prefetchQuery(offersQueryOptions('buyer'))
})

/** What the buyer has to do, in a line above the table. */
function summary(offers: Offer[] | undefined) {
  const yourTurn = offers?.filter((o) => o.status === 'pending' && o.awaiting === 'buyer').length
  if (yourTurn) {
    return `${yourTurn} ${yourTurn === 1 ? 'seller has' : 'sellers have'} answered with a price: accept it, counter or decline.`
  }
  return 'Prices you offered for cars, and the sellers’ answers.'
}

// docs/api.md "Offers": the buyer's side of every negotiation, a tab of My Orders.
function MyOffersPage() {
  const offers = useOffers('buyer')
  return (
    <OrdersPageFrame side="buyer" title="My offers" summary={summary(offers.data)}>
      <OffersList
        side="buyer"
        empty="Think a car is worth less than its asking price? Make an offer from its page; the seller’s answer shows up here."
      />
    </OrdersPageFrame>
  )
}

export { MyOffersPage as Component }
