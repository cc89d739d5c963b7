import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { payments, payouts } from '../../db/schema'
import { Refusal } from '../../errors'
import type { PaymentProvider } from '../../payments/provider'
import type { BookingPayments } from '../bookings/payments'
import type { NotificationsService } from '../notifications/service'
import { account, move } from './ledger'
import { moneyTold } from './messages'
import { feeOf, saleOf, type Row } from './settle'

/**
 * Giving taken money back, whole or in part. A refund comes out of the seller's share first
 * and out of the fee only past it. Before the payout is sent its amount shrinks; after, the
 * seller's share is clawed back in the ledger (the seller owes it back).
 */
export function refunder({
  bookingPayments,
  provider,
  notifications,
  feePercent,
}: {
  /** The booking's payment columns, written by the bookings module. */
  bookingPayments: Pick<BookingPayments, 'refund'>
  provider: PaymentProvider
  notifications: NotificationsService
  feePercent: number
}) {
  /** What of a price is the seller's and what the fee's, once `refunded` has gone back. */
  function split(priceCents: number, refunded: number) {
    const net = Math.max(0, priceCents - feeOf(priceCents, feePercent) - refunded)
    return { net, fee: priceCents - refunded - net }
  }

  return {
    /**
     * Refunds `cents` of a taken payment in `tx`. `atProvider: false` when the provider
     * already did (its webhook told us). Refused (409) when the booking changed meanwhile.
     */
    async refund(tx: Tx, row: Row, cents: number, { atProvider }: { atProvider: boolean }) {
      const total = row.refundedCents + cents
      const done = await bookingPayments.refund(tx, row, cents, new Date())
      if (!done) throw new Refusal(409, 'This payment has just changed; please look at it again')
      const before = split(row.amountCents, row.refundedCents)
      const after = split(row.amountCents, total)
      const key = (m: string) => `${m}:${total}`
      await move(tx, row.id, 'refund', cents, account.platform, account.buyer, key('refund'))
      await move(
        tx,
        row.id,
        'fee_return',
        before.fee - after.fee,
        account.fees,
        account.platform,
        key('fee_return'),
      )
      const [payout] = await tx
        .select()
        .from(payouts)
        .where(eq(payouts.bookingId, row.id))
        .for('update')
      if (payout?.status === 'sent') {
        const back = before.net - after.net
        await move(
          tx,
          row.id,
          'clawback',
          back,
          account.seller(payout.sellerId),
          account.platform,
          key('clawback'),
        )
        await tx.update(payouts).set({ feeCents: after.fee }).where(eq(payouts.bookingId, row.id))
      } else if (payout) {
        await tx
          .update(payouts)
          .set({
            amountCents: after.net,
            feeCents: after.fee,
            status: after.net === 0 ? 'cancelled' : payout.status,
          })
          .where(eq(payouts.bookingId, row.id))
      }
      if (atProvider) {
        const [p] = await tx
          .select({ intentId: payments.intentId })
          .from(payments)
          .where(eq(payments.bookingId, row.id))
        if (p) await provider.refund(p.intentId, cents, `refund-${row.id}-${total}`)
      }
      await notifications.notify(
        moneyTold.refunded(saleOf(row), cents, total === row.amountCents),
        tx,
      )
      return done
    },
  }
}
