import type { Offer, OfferMove } from '#shared/offers'
import { useAcceptOffer } from '../api/accept-offer'
import { formatPrice } from '../lib/format-price'
import { MoveButton } from './move-button'
import { RowButton } from './row-button'

/** The moves that ask something first, each in its dialog (offer-dialogs.tsx). */
export type OfferDialog = Exclude<OfferMove, 'accept'>
export type OpenOfferDialog = (dialog: OfferDialog, offer: Offer) => void

/**
 * An offer's buttons, on the car page and the Offers tabs: exactly the moves the server lists in
 * `offer.actions` (docs/api.md "Offers"), in a fixed order, the car named for screen readers since
 * a list has the same buttons on every row.
 */
export function OfferMoves({ offer, onOpen }: { offer: Offer; onOpen: OpenOfferDialog }) {
  const can = (move: OfferMove) => offer.actions.includes(move)
  if (offer.actions.length === 0) return null
  const forCar = <span className="sr-only"> for {offer.car}</span>
  return (
    <div className="flex flex-wrap items-center gap-2">
      {can('accept') && <AcceptButton offer={offer} />}
      {can('counter') && (
        <RowButton className="btn-outline btn-primary" onClick={() => onOpen('counter', offer)}>
          Counter{forCar}
        </RowButton>
      )}
      {can('decline') && (
        <RowButton className="btn-ghost text-error" onClick={() => onOpen('decline', offer)}>
          Decline{forCar}
        </RowButton>
      )}
      {can('withdraw') && (
        <RowButton className="btn-ghost text-error" onClick={() => onOpen('withdraw', offer)}>
          Withdraw offer{forCar}
        </RowButton>
      )}
    </div>
  )
}

/** Taking the amount on the table: the button names it, so it needs no dialog. */
function AcceptButton({ offer }: { offer: Offer }) {
  const accept = useAcceptOffer()
  const done =
    offer.you === 'buyer'
      ? 'Price agreed. Pay it in My Orders to reserve the car.'
      : 'Price agreed. The buyer is told.'
  return (
    <MoveButton call={accept} id={offer._id} done={done} className="btn-primary">
      Accept {formatPrice(offer.amount)}
      <span className="sr-only"> for {offer.car}</span>
    </MoveButton>
  )
}
