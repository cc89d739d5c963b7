import type { Offer } from '#shared/offers'
import { useCounterOffer } from '../api/counter-offer'
import { formatPrice } from '../lib/format-price'
import { OFFER_ROUNDS } from '#shared/offer-limits'
import { toastAndClose } from '../lib/toast-and-close'
import { useAmountEntry } from '../lib/use-amount-entry'
import { AmountField } from './amount-field'
import { DialogActions } from './dialog-actions'
import { ModalDialog } from './modal-dialog'

type Props = {
  /** The offer to answer; null keeps the dialog closed. */
  offer: Offer | null
  onClose: () => void
}

/** Another amount on the table instead of accepting or declining: the other side answers next. */
export function CounterOfferDialog({ offer, onClose }: Props) {
  return (
    <ModalDialog
      open={offer !== null}
      title={offer && `Counter-offer for the ${offer.car}`}
      description={offer && situation(offer)}
      onClose={onClose}
    >
      {offer && <CounterForm key={offer._id} offer={offer} onDone={onClose} />}
    </ModalDialog>
  )
}

/** Where the negotiation stands, and which way a counter may go (docs/api.md "Offers"). */
function situation(offer: Offer) {
  const onTable = formatPrice(offer.amount)
  const asking = formatPrice(offer.askingPrice)
  const said =
    offer.you === 'buyer'
      ? `The seller asks ${onTable} (listed at ${asking}). Offer less than that, or accept it.`
      : `${offer.buyerName} offers ${onTable}. Ask more than that, up to your asking price of ${asking}.`
  return offer.round + 1 >= OFFER_ROUNDS
    ? `${said} This is the last round: they can only accept or decline your amount.`
    : said
}

function CounterForm({ offer, onDone }: { offer: Offer; onDone: () => void }) {
  const counter = useCounterOffer()
  const { field, onSubmit } = useAmountEntry(counter, (amount) =>
    counter.mutate(
      { id: offer._id, amount },
      toastAndClose(`Counter-offer of ${formatPrice(amount)} sent`, onDone),
    ),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4">
      <AmountField label="Your amount" {...field} />
      <DialogActions
        onCancel={onDone}
        confirmLabel="Send counter-offer"
        pending={counter.isPending}
      />
    </form>
  )
}
