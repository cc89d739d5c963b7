import { useState } from 'react'
import type { Offer } from '#shared/offers'
import { useDeclineOffer } from '../api/decline-offer'
import { useWithdrawOffer } from '../api/withdraw-offer'
import { formatPrice } from '../lib/format-price'
import { toast } from '../lib/toast'
import { ConfirmMutation } from './confirm-mutation'
import { CounterOfferDialog } from './counter-offer-dialog'
import { NoteDialog } from './note-dialog'
import type { OfferDialog, OpenOfferDialog } from './offer-moves'

type Opened = { dialog: OfferDialog; offer: Offer } | null

/** reasonSchema's limit (src/shared/bookings.ts): the decline's reason is told to the other side. */
const REASON_MAX = 500

/**
 * One set of dialogs for a list of offers (an Offers tab, the car page): the buttons of
 * offer-moves.tsx open one with `open`. Each stays in the page, so closing it hands focus back
 * to the button that opened it.
 */
export function useOfferDialogs() {
  const [opened, setOpened] = useState<Opened>(null)
  const open: OpenOfferDialog = (dialog, offer) => setOpened({ dialog, offer })
  const close = () => setOpened(null)
  const subject = (dialog: OfferDialog) => (opened?.dialog === dialog ? opened.offer : null)
  const decline = useDeclineOffer()
  const withdraw = useWithdrawOffer()
  const declining = subject('decline')
  const other = (offer: Offer) => (offer.you === 'buyer' ? 'seller' : 'buyer')

  const dialogs = (
    <>
      <CounterOfferDialog offer={subject('counter')} onClose={close} />
      <NoteDialog
        request={
          declining && {
            title: `Decline ${formatPrice(declining.amount)} for the ${declining.car}?`,
            description: `The negotiation ends here. The ${other(declining)} is told, with your reason if you give one.`,
            label: `Reason for the ${other(declining)}`,
            confirmLabel: 'Decline offer',
            max: REASON_MAX,
          }
        }
        pending={decline.isPending}
        error={decline.error}
        onConfirm={(reason) =>
          declining &&
          decline.mutate(
            { id: declining._id, reason },
            {
              onSuccess: () => {
                toast.success('Offer declined')
                close()
              },
            },
          )
        }
        onClose={() => {
          decline.reset()
          close()
        }}
      />
      <ConfirmMutation
        subject={subject('withdraw')}
        title={(offer) => `Withdraw your offer for the ${offer.car}?`}
        body={() => 'The seller is told, and the negotiation ends here.'}
        confirmLabel="Withdraw offer"
        cancelLabel="Keep offer"
        mutation={withdraw}
        variables={(offer) => offer._id}
        done={() => 'Offer withdrawn'}
        onClose={close}
      />
    </>
  )
  return { open, dialogs }
}
