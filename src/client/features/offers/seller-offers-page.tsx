import type { Offer } from '#shared/offers'
import { signedInLoader } from '../../api/signed-in-loader'
import { offersQueryOptions, useOffers } from '../../api/get-offers'
import { OrdersPageFrame } from '../../components/orders-tabs'
import { OffersList } from './offers-list'

export const loader = signedInLoader('seller', (client) => {
  void client.prefetchQuery(offersQueryOptions('seller'))
})

function summary(offers: Offer[]) {
  const yourTurn = offers.filter((o) => o.status === 'pending' && o.awaiting === 'seller').length
  const all = `${offers.length} ${offers.length === 1 ? 'offer' : 'offers'} for your cars.`
  if (yourTurn === 0) return all
  return `${all} ${yourTurn} ${yourTurn === 1 ? 'needs' : 'need'} your answer.`
}

// docs/api.md "Offers": the seller's side of every negotiation, a tab of Bookings.
function SellerOffersPage() {
  const offers = useOffers('seller')
  return (
    <OrdersPageFrame
      side="seller"
      title="Offers"
      summary={offers.data ? summary(offers.data) : 'Prices buyers offered for your cars.'}
    >
      <OffersList
        side="seller"
        empty="When a buyer offers a price for one of your cars, it shows up here to accept, counter or decline."
      />
    </OrdersPageFrame>
  )
}

export { SellerOffersPage as Component }
