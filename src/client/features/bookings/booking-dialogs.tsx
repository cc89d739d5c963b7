import { useState } from 'react'
import type { Booking } from '#shared/bookings'
import { AcceptTimeDialog } from './accept-time-dialog'
import type { BookingDialog, OpenDialog } from './booking-actions'
import { CancelBookingDialog } from './cancel-booking-dialog'
import { ConfirmHandoverDialog } from './confirm-handover-dialog'
import { DeclineBookingDialog } from './decline-booking-dialog'
import { ObjectionDialog } from './objection-dialog'
import { ProposeTimesDialog } from './propose-times-dialog'
import { ReviewDialog } from './review-dialog'

type Opened = { dialog: BookingDialog; booking: Booking } | null

/**
 * One set of dialogs for a whole bookings table (My Orders, the seller's Bookings): the rows'
 * buttons open one with `open`. Each dialog stays in the page, so closing it hands focus back to
 * the button that opened it.
 */
export function useBookingDialogs() {
  const [opened, setOpened] = useState<Opened>(null)
  const open: OpenDialog = (dialog, booking) => setOpened({ dialog, booking })
  const close = () => setOpened(null)
  const subject = (dialog: BookingDialog) => (opened?.dialog === dialog ? opened.booking : null)
  const dialogs = (
    <>
      <AcceptTimeDialog booking={subject('accept')} onClose={close} />
      <ProposeTimesDialog booking={subject('propose')} onClose={close} />
      <DeclineBookingDialog booking={subject('decline')} onClose={close} />
      <CancelBookingDialog booking={subject('cancel')} onClose={close} />
      <ReviewDialog booking={subject('review')} onClose={close} />
      <ConfirmHandoverDialog booking={subject('confirm_handover')} onClose={close} />
      <ObjectionDialog booking={subject('object')} onClose={close} />
    </>
  )
  return { open, dialogs }
}
