import { Link } from 'react-router'
import type { Offer } from '#shared/offers'
import { DealCar } from '../../components/deal-car'
import { OfferMoves, type OpenOfferDialog } from '../../components/offer-moves'
import { StackedTable } from '../../components/stacked-table'
import { formatPrice } from '../../lib/format-price'
import { OFFER_ROUNDS } from '#shared/offer-limits'
import { stackedTable as t } from '../../lib/stacked-table'
import { paths } from '#shared/paths'
import { OfferHistory } from './offer-history'
import { OfferState } from './offer-state'

type Props = { offers: Offer[]; onOpen: OpenOfferDialog }

/**
 * The caller's offers, as the buyer or as the seller: the car, the amount on the table and its
 * round, where it stands, the amounts named so far and the moves the server allows. Five
 * columns fit beside the dashboard's menu at 1280 px; a card per offer where the table is
 * narrower (lib/stacked-table.ts).
 */
export function OffersTable({ offers, onOpen }: Props) {
  return (
    <StackedTable
      caption="Offers"
      columns={[
        'Car',
        'On the table',
        'Status',
        'History',
        { label: 'Actions', visuallyHidden: true },
      ]}
    >
      {offers.map((offer) => (
        <tr key={offer._id} className={t.row}>
          <th scope="row" className={`${t.titleCell} min-w-52 font-normal`}>
            <OfferedCar offer={offer} />
          </th>
          <td data-label="On the table" className={`${t.cell} whitespace-nowrap`}>
            <div>
              <span className="font-semibold tabular-nums">{formatPrice(offer.amount)}</span>
              <span className="block text-xs text-base-content/70">
                Round {offer.round} of {OFFER_ROUNDS}
              </span>
            </div>
          </td>
          <td data-label="Status" className={`${t.cell} min-w-36`}>
            <OfferState offer={offer} />
          </td>
          <td data-label="History" className={`${t.cell} min-w-36`}>
            <OfferHistory offer={offer} />
          </td>
          {/* Nothing to do: no empty "Actions" line on a phone's card. */}
          <td
            data-label="Actions"
            className={`${t.cell} min-w-44 ${offer.actions.length > 0 || next(offer) ? '' : '@max-4xl:hidden'}`}
          >
            <div className="min-w-0 space-y-2">
              <OfferMoves offer={offer} onOpen={onOpen} />
              {next(offer)}
            </div>
          </td>
        </tr>
      ))}
    </StackedTable>
  )
}

/** The car: its photo and name, a link while the listing exists, its asking price, the other side. */
function OfferedCar({ offer }: { offer: Offer }) {
  const other =
    offer.you === 'buyer'
      ? offer.sellerName && `Sold by ${offer.sellerName}`
      : `From ${offer.buyerName}`
  return (
    <DealCar deal={offer}>
      <span className="block text-sm text-base-content/70">
        Asking {formatPrice(offer.askingPrice)}
      </span>
      {other && <span className="block text-xs text-base-content/70">{other}</span>}
    </DealCar>
  )
}

/** Once a price is agreed, where it goes on: the buyer pays, the seller arranges the test drive. */
function next(offer: Offer) {
  if (offer.status !== 'accepted') return null
  if (offer.you === 'seller') {
    return (
      <Link to={paths.sellerBookings.to()} className="link block text-sm link-primary">
        See the booking under Test drives<span className="sr-only"> for {offer.car}</span>
      </Link>
    )
  }
  return offer.bookingId ? (
    <Link to={paths.myOrders.to()} className="link block text-sm font-semibold link-primary">
      Pay {formatPrice(offer.amount)} in My Orders
      <span className="sr-only"> for {offer.car}</span>
    </Link>
  ) : null
}
