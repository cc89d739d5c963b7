// Loaded on demand (React.lazy in car-offer.tsx): fetched when a buyer asks to make an offer.
import { useState } from 'react'
import type { Car } from '#shared/cars'
import { AmountField } from '../../components/amount-field'
import { DialogActions } from '../../components/dialog-actions'
import { ModalDialog } from '../../components/modal-dialog'
import { formatPrice } from '../../lib/format-price'
import { toastAndClose } from '../../lib/toast-and-close'
import { useAmountEntry } from '../../lib/use-amount-entry'
import { useMakeOffer } from './api/make-offer'
import { DealRating } from './deal-rating'

type Props = { car: Car; onClose: () => void }

/**
 * "Make an offer": a price below the asking one, in whole dollars, beside the asking price and
 * the deal rating. Whether the amount may be offered is the server's to say (its share of the
 * asking price, an offer already open); its words appear under the field. Open while mounted.
 */
export default function OfferDialog({ car, onClose }: Props) {
  const [open, setOpen] = useState(true)
  return (
    <ModalDialog
      open={open}
      title="Make an offer"
      description={`Offer a price for the ${car.carName}. The seller can accept it, decline it or answer with a price of their own; you are told either way.`}
      onClose={onClose}
    >
      <OfferForm car={car} onDone={() => setOpen(false)} />
    </ModalDialog>
  )
}

function OfferForm({ car, onDone }: { car: Car; onDone: () => void }) {
  const make = useMakeOffer()
  const { field, onSubmit } = useAmountEntry(make, (amount) =>
    make.mutate(
      { car_id: car._id, amount },
      toastAndClose(`Offer of ${formatPrice(amount)} sent to the seller`, onDone),
    ),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField label="Your offer" {...field} />
        <div className="rounded-box bg-base-200 p-3">
          <p className="text-sm text-base-content/75">Asking price</p>
          <p className="text-xl font-bold tabular-nums">{formatPrice(car.resale_price)}</p>
          <DealRating car={car} />
        </div>
      </div>
      <DialogActions onCancel={onDone} confirmLabel="Send offer" pending={make.isPending} />
    </form>
  )
}
