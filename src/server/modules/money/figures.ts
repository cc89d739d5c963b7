import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { AdminMoney, SellerMoney } from '#shared/money'
import type { Db } from '../../db/client'
import { bookings, ledgerEntries, payouts } from '../../db/schema'
import { account, totals } from './ledger'

const dollars = (cents: number) => Math.round(cents / 100)
/** The sales a seller's Money page lists: newest first, at most this many. */
const SALES_SHOWN = 200

/** The Money pages' figures: a seller's sales and payouts, the admin's whole ledger. */
export function moneyFigures(db: Db) {
  return {
    /** GET /api/seller/money */
    async seller(sellerId: string): Promise<SellerMoney> {
      const rows = await db
        .select({ booking: bookings, payout: payouts })
        .from(bookings)
        .leftJoin(payouts, eq(payouts.bookingId, bookings.id))
        .where(
          and(
            eq(bookings.sellerId, sellerId),
            inArray(bookings.payment, ['held', 'paid', 'refunded']),
          ),
        )
        .orderBy(desc(bookings.heldAt), desc(bookings.id))
        .limit(SALES_SHOWN)
      const [paid] = await db
        .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.account, account.seller(sellerId)))
      const items = rows.map(({ booking: b, payout: p }) => {
        const amount = b.amountCents - b.refundedCents
        const fee = p?.feeCents ?? 0
        return {
          booking_id: b.id,
          car: { _id: b.carId, carName: b.carName },
          amount: dollars(amount),
          fee: dollars(fee),
          net: dollars(amount - fee),
          payment: b.payment,
          payout:
            !p || p.status === 'cancelled'
              ? ('none' as const)
              : p.status === 'sent'
                ? ('paid' as const)
                : ('queued' as const),
          at: (b.paidAt ?? b.heldAt ?? b.createdAt).toISOString(),
        }
      })
      const sum = (cents: number[]) => dollars(cents.reduce((a, c) => a + c, 0))
      return {
        held: sum(
          rows.filter((r) => r.booking.payment === 'held').map((r) => r.booking.amountCents),
        ),
        toPayOut: sum(
          rows.filter((r) => r.payout?.status === 'queued').map((r) => r.payout!.amountCents),
        ),
        paidOut: dollars(paid?.cents ?? 0),
        fees: sum(rows.map((r) => r.payout?.feeCents ?? 0)),
        items,
      }
    },

    /** GET /api/admin/money */
    async admin(): Promise<AdminMoney> {
      const t = await totals(db)
      const held = await db
        .select()
        .from(bookings)
        .where(eq(bookings.payment, 'held'))
        .orderBy(asc(bookings.heldUntil))
        .limit(100)
      const taken = await db
        .select()
        .from(bookings)
        .where(eq(bookings.payment, 'paid'))
        .orderBy(desc(bookings.paidAt), desc(bookings.id))
        .limit(50)
      return {
        held: dollars(t.heldCents),
        captured: dollars(t.capturedCents),
        refunded: dollars(t.refundedCents),
        fees: dollars(t.feesCents),
        paidOut: dollars(t.paidOutCents),
        balanced: t.balanced,
        held_payments: held.map((b) => ({
          booking_id: b.id,
          carName: b.carName,
          buyer: b.buyerName,
          amount: dollars(b.amountCents),
          heldUntil: (b.confirmBy ?? b.heldUntil!).toISOString(),
          handoverAt: b.handoverAt?.toISOString() ?? null,
          objection: b.objection,
        })),
        taken_payments: taken.map((b) => ({
          booking_id: b.id,
          carName: b.carName,
          buyer: b.buyerName,
          amount: dollars(b.amountCents),
          refunded: dollars(b.refundedCents),
          paidAt: b.paidAt!.toISOString(),
        })),
      }
    },
  }
}
