import { and, eq, inArray } from 'drizzle-orm'
import type { PaymentStart } from '#shared/bookings'
import type { AdminRefund } from '#shared/money'
import type { SessionUser } from '../../auth/guards'
import type { Db, Tx } from '../../db/client'
import { answersFor } from '../../db/dealer-team'
import { bookings, payments, payoutAccounts } from '../../db/schema'
import { databaseErrorCode, Refusal } from '../../errors'
import type { Jobs } from '../../jobs/jobs'
import type { PaymentProvider } from '../../payments/provider'
import { sandboxCardError, type SandboxCard } from '../../payments/sandbox'
import type { BookingPayments } from '../bookings/payments'
import type { InventoryService } from '../inventory/service'
import type { LeadsService } from '../leads/service'
import type { AuditService } from '../moderation/audit'
import { openCase } from '../moderation/cases'
import type { NotificationsService } from '../notifications/service'
import { account, move } from './ledger'
import { moneyTold } from './messages'
import { refunder } from './refunds'
import { AUTHORISATION_LIFETIME_MS, confirmDeadline, LAPSE_MARGIN_MS, payRefusal } from './rules'
import { saleOf, settlement, type Row } from './settle'

export const MONEY_TIMERS = 'money.timers'
const TAKEN = 'Sorry, another buyer has just reserved this car'

export interface MoneyRules {
  buyWithinMs: number
  holdForMs: number
  confirmWithinMs: number
  feePercent: number
}

/** What the money service stands on. */
export interface MoneyDeps {
  /** A booking's payment columns, written by the bookings module. */
  bookingPayments: BookingPayments
  provider: PaymentProvider
  inventory: InventoryService
  notifications: NotificationsService
  jobs: Jobs
  audit: Pick<AuditService, 'record'>
  rules: MoneyRules
  /** A payment is held for the car, in its transaction (modules/offers closes the others' offers). */
  onHeld?: (tx: Tx, carId: string, buyerId: string) => Promise<unknown>
  /** A payment held for a dealer's car is a lead. */
  leads: Pick<LeadsService, 'record' | 'answered'>
}

/**
 * The buyer's money from Pay to the seller's payout (docs/api.md "Money held until the car changes
 * hands"): holding it, the handover, taking or releasing it, the admin's corrections. Moves the
 * payment of a booking (written by bookings' payments.ts) and owns `payments`,
 * `ledger_entries` and `payouts`; every movement is written to the ledger in the transaction
 * of the change it records.
 */
export function moneyService(db: Db, deps: MoneyDeps) {
  const { bookingPayments, provider, inventory, notifications, jobs, audit, rules, leads } = deps
  const settle = settlement({ ...deps, feePercent: rules.feePercent })
  const { feePercent } = rules
  const refunds = refunder({ bookingPayments, provider, notifications, feePercent })
  const byId = (id: string) => eq(bookings.id, id)

  async function load(id: string) {
    const [row] = await db.select().from(bookings).where(byId(id))
    if (!row) throw new Refusal(404, 'Booking not found')
    return row
  }

  /** The booking if the caller is its `side`: 404 for who may not see it, 403 for who may. */
  async function asSide(id: string, caller: SessionUser, side: 'buyer' | 'seller') {
    const row = await load(id)
    // A dealer's people make the seller's moves for its owner (db/dealer-team.ts).
    // The buyer is never their own seller, whatever dealer they work for.
    const seller =
      row.buyerId !== caller.id &&
      row.sellerId !== null &&
      (await answersFor(db, caller.id)).includes(row.sellerId)
    const party = row.buyerId === caller.id || seller
    if (!party && caller.role !== 'admin') throw new Refusal(404, 'Booking not found')
    const mine = side === 'buyer' ? row.buyerId === caller.id : seller
    if (!mine) throw new Refusal(403, `Only the ${side} can do that`)
    return row
  }

  /** A conditional change lost to another move made meanwhile. */
  const changed = () => new Refusal(409, 'This payment has just changed; please look at it again')

  /**
   * Holds the buyer's payment once the provider has authorised it: the booking's payment is
   * held and the car Booked, in one transaction. Of two buyers paying for one car, the car's
   * conditional UPDATE (and the one-hold-per-car index) lets exactly one win; the loser's
   * authorisation is voided. `false`: it was held already (a repeated confirmation).
   */
  async function hold(bookingId: string, intentId: string): Promise<boolean> {
    try {
      return await db.transaction(async (tx) => {
        const row = await loadIn(tx, bookingId)
        if (row.payment === 'held' || row.payment === 'paid') return false
        const refused = payRefusal(row, rules.buyWithinMs)
        if (refused) throw new Refusal(409, refused)
        if (!row.carId) throw new Refusal(409, 'This car is no longer listed')
        // An authorisation for another amount (the price changed after it was made) is voided.
        const [paying] = await tx
          .select({ amountCents: payments.amountCents, intentId: payments.intentId })
          .from(payments)
          .where(eq(payments.bookingId, bookingId))
        if (!paying || paying.intentId !== intentId || paying.amountCents !== row.amountCents) {
          throw new Refusal(409, 'The price changed since you started paying; pay again')
        }
        // The car first, as every change of a car and its bookings takes them (no deadlock
        // with a deletion, which takes the car and then, by its foreign key, the bookings).
        await inventory.reserve(tx, row.carId, row.buyerId)
        const now = new Date()
        const heldUntil = new Date(now.getTime() + rules.holdForMs)
        const held = await bookingPayments.hold(tx, bookingId, now, heldUntil)
        if (!held) throw changed()
        await move(tx, held.id, 'hold', held.amountCents, account.buyer, account.held)
        await deps.onHeld?.(tx, row.carId, row.buyerId)
        await leads.record(tx, {
          kind: 'purchase',
          carId: row.carId,
          buyerId: row.buyerId,
          buyerName: row.buyerName,
          email: row.buyerEmail,
          phone: row.phone,
          comment: `Paid $${Math.round(held.amountCents / 100).toLocaleString('en-US')}; the money is held until the car is handed over.`,
        })
        await jobs.send(MONEY_TIMERS, {}, { tx, startAfter: heldUntil })
        await notifications.notify(moneyTold.held(saleOf(held), heldUntil), tx)
        return true
      })
    } catch (err) {
      const refusal = databaseErrorCode(err) === '23505' ? new Refusal(409, TAKEN) : (err as Error)
      if (!(refusal instanceof Refusal) || refusal.statusCode !== 409) throw refusal
      // A confirmation of the same payment that came in at the same moment held it: this one
      // is a repeat, and its authorisation is the one held.
      if ((await load(bookingId)).payment === 'held') return false
      // Never taken: the authorisation that lost is voided at once.
      await provider.cancel(intentId, `release-${bookingId}`)
      throw refusal
    }
  }

  async function loadIn(tx: Tx, id: string) {
    const [row] = await tx.select().from(bookings).where(byId(id))
    if (!row) throw new Refusal(404, 'Booking not found')
    return row
  }

  /** An admin's move on a payment, in the audit log with its note. */
  async function asAdmin<T>(
    id: string,
    admin: SessionUser,
    action: 'payment.release' | 'payment.capture' | 'payment.refund',
    note: string,
    act: (tx: Tx, row: Row) => Promise<T>,
  ) {
    const row = await load(id)
    return db.transaction(async (tx) => {
      const done = await act(tx, row)
      await audit.record(tx, admin, action, { type: 'booking', id, label: row.carName }, note)
      return done
    })
  }

  return {
    settle,

    /** Starts (or resumes) paying for the buyer's own booking, for its own amount. */
    async startPayment(id: string, buyerId: string): Promise<PaymentStart> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(byId(id), eq(bookings.buyerId, buyerId)))
      if (!row) throw new Refusal(404, 'Booking not found')
      const refused = payRefusal(row, rules.buyWithinMs)
      if (refused) throw new Refusal(409, refused)
      if (!row.carId || !(await inventory.isForSale(row.carId))) {
        throw new Refusal(409, 'This car is not for sale right now')
      }
      if (provider.name === 'stripe' && row.sellerId) {
        const [payable] = await db
          .select({ ready: payoutAccounts.ready })
          .from(payoutAccounts)
          .where(eq(payoutAccounts.sellerId, row.sellerId))
        if (!payable?.ready) {
          throw new Refusal(409, 'The seller cannot take payments yet; send them a message')
        }
      }
      const [existing] = await db.select().from(payments).where(eq(payments.bookingId, id))
      const reuse = existing?.provider === provider.name && existing.amountCents === row.amountCents
      let clientSecret = reuse ? existing.clientSecret : undefined
      if (!clientSecret) {
        const intent = await provider.createIntent({
          amountCents: row.amountCents,
          currency: 'usd',
          bookingId: id,
        })
        clientSecret = intent.clientSecret
        const values = { provider: provider.name, amountCents: row.amountCents, ...intent }
        await db
          .insert(payments)
          .values({ bookingId: id, ...values })
          .onConflictDoUpdate({
            target: payments.bookingId,
            set: { ...values, updatedAt: new Date() },
          })
      }
      return {
        provider: provider.name,
        clientSecret,
        amount: Math.round(row.amountCents / 100),
        currency: 'usd',
        publishableKey: provider.publishableKey,
      }
    },

    /**
     * The sandbox provider's card check for the buyer's own payment: held, or refused with the
     * provider's words (402). A repeated confirmation of a held payment succeeds again.
     */
    async confirmSandbox(clientSecret: string, card: SandboxCard, buyerId: string) {
      if (provider.name !== 'sandbox') {
        throw new Refusal(404, 'The sandbox payment provider is not in use')
      }
      const [found] = await db
        .select()
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(and(eq(payments.clientSecret, clientSecret), eq(bookings.buyerId, buyerId)))
      if (!found) throw new Refusal(404, 'Payment not found')
      const booking = found.bookings
      if (booking.payment === 'held') return
      const refused = payRefusal(booking, rules.buyWithinMs)
      if (refused) throw new Refusal(409, refused)
      const cardError = sandboxCardError(card)
      if (cardError) throw new Refusal(402, cardError)
      await hold(booking.id, found.payments.intentId)
    },

    /** The provider authorised this intent (Stripe's webhook). */
    async heldByIntent(intentId: string) {
      const [p] = await db
        .select({ bookingId: payments.bookingId })
        .from(payments)
        .where(eq(payments.intentId, intentId))
      if (!p) return 'unknown' as const
      try {
        return (await hold(p.bookingId, intentId)) ? ('held' as const) : ('repeated' as const)
      } catch (err) {
        if (err instanceof Refusal) return 'voided' as const
        throw err
      }
    },

    /** The provider voided this intent on its own (Stripe: it lapsed): the hold ends. */
    async voidedByIntent(intentId: string) {
      await db.transaction(async (tx) => {
        const ids = tx
          .select({ id: payments.bookingId })
          .from(payments)
          .where(eq(payments.intentId, intentId))
        await settle.release(
          tx,
          inArray(bookings.id, ids),
          'The card authorisation was cancelled.',
          'system',
        )
      })
    },

    /** The provider refunded a charge (Stripe: perhaps from its dashboard): the books follow. */
    async refundedByIntent(intentId: string, refundedCents: number) {
      const [p] = await db
        .select({ bookingId: payments.bookingId })
        .from(payments)
        .where(eq(payments.intentId, intentId))
      if (!p) return
      const row = await load(p.bookingId)
      const more = refundedCents - row.refundedCents
      if (row.payment !== 'paid' || more <= 0) return
      await db.transaction((tx) => refunds.refund(tx, row, more, { atProvider: false }))
    },

    /** The seller says the buyer has the car; the buyer is asked to confirm. */
    async handover(id: string, caller: SessionUser) {
      const row = await asSide(id, caller, 'seller')
      if (row.payment !== 'held') throw new Refusal(409, 'No payment is held for this car')
      if (row.handoverAt) throw new Refusal(409, 'You have already marked the car handed over')
      await db.transaction(async (tx) => {
        const now = new Date()
        const confirmBy = confirmDeadline(row.heldAt!, now, rules.confirmWithinMs)
        // The buyer has the car: the test drive, if still being arranged, is behind them.
        const done = await bookingPayments.handover(tx, id, now, confirmBy)
        if (!done) throw changed()
        await jobs.send(MONEY_TIMERS, {}, { tx, startAfter: confirmBy })
        await notifications.notify([moneyTold.handover(saleOf(done), confirmBy)], tx)
        // Handing the car over answers the buyer's purchase (and any other lead on it).
        if (done.carId) await leads.answered(tx, done.carId, done.buyerId)
      })
    },

    /** The buyer has the car: the money is taken. */
    async confirmHandover(id: string, caller: SessionUser) {
      const row = await asSide(id, caller, 'buyer')
      if (row.payment === 'paid') return
      if (row.payment !== 'held' || !row.handoverAt) {
        throw new Refusal(409, 'The seller has not marked the car handed over yet')
      }
      const [taken] = await db.transaction((tx) => settle.capture(tx, byId(id), 'buyer'))
      if (!taken) throw changed()
    },

    /** The buyer says something is wrong: the money stays held for an admin to decide. */
    async object(id: string, reason: string, caller: SessionUser) {
      const row = await asSide(id, caller, 'buyer')
      if (row.payment !== 'held' || !row.handoverAt) {
        throw new Refusal(409, 'You can object once the seller has marked the car handed over')
      }
      if (row.objection) throw new Refusal(409, 'You have already told us what is wrong')
      await db.transaction(async (tx) => {
        const now = new Date()
        const done = await bookingPayments.object(tx, id, reason, now)
        if (!done) throw changed()
        // Released then unless an admin decided: the card authorisation would lapse.
        const lapse = done.heldAt!.getTime() + AUTHORISATION_LIFETIME_MS - LAPSE_MARGIN_MS
        await jobs.send(MONEY_TIMERS, {}, { tx, startAfter: new Date(lapse) })
        await openCase(tx, { bookingId: id, reporterId: caller.id, details: reason })
        await notifications.notify(moneyTold.objected(saleOf(done), reason), tx)
      })
    },

    /** Releases a held payment in the caller's transaction (a cancelled booking, a hidden car). */
    releaseIn: (
      tx: Tx,
      which: Parameters<typeof settle.release>[1],
      why: string,
      by: 'buyer' | 'seller' | 'system',
    ) => settle.release(tx, which, why, by),

    adminRelease: (id: string, note: string, admin: SessionUser) =>
      asAdmin(id, admin, 'payment.release', note, async (tx) => {
        const [done] = await settle.release(
          tx,
          byId(id),
          'A Wheelanes admin released the payment.',
          'system',
        )
        if (!done) throw new Refusal(409, 'No payment is held for this booking')
      }),

    adminCapture: (id: string, note: string, admin: SessionUser) =>
      asAdmin(id, admin, 'payment.capture', note, async (tx) => {
        const [done] = await settle.capture(tx, byId(id), 'system', 'Taken by a Wheelanes admin')
        if (!done) throw new Refusal(409, 'No payment is held for this booking')
      }),

    adminRefund: (id: string, { amount, note }: AdminRefund, admin: SessionUser) =>
      asAdmin(id, admin, 'payment.refund', note, async (tx, row) => {
        if (row.payment !== 'paid') throw new Refusal(409, 'Only a taken payment can be refunded')
        const left = row.amountCents - row.refundedCents
        const cents = amount === undefined ? left : amount * 100
        if (cents > left) {
          throw new Refusal(
            400,
            `At most ${Math.round(left / 100)} dollars are left to refund`,
            'body.amount',
          )
        }
        await refunds.refund(tx, row, cents, { atProvider: true })
      }),
  }
}
export type MoneyService = ReturnType<typeof moneyService>
