import { and, asc, eq, lte } from 'drizzle-orm'
import { paths } from '#shared/paths'
import type { PayoutAccount } from '#shared/money'
import type { Db } from '../../db/client'
import { bookings, payoutAccounts, payouts } from '../../db/schema'
import type { Jobs } from '../../jobs/jobs'
import type { PaymentProvider } from '../../payments/provider'
import type { NotificationsService } from '../notifications/service'
import { account, move } from './ledger'
import { moneyTold } from './messages'
import { PAYOUT_JOB } from './settle'

/**
 * Paying sellers: a job per sale, queued in the transaction that took the money. A payout is
 * sent once: the job locks its row, asks the provider with the key `payout-<booking>` (a
 * retry after a crash gets the provider's first answer, not a second transfer) and marks it
 * sent with its ledger entry in the same transaction.
 */
export async function payoutsService(
  db: Db,
  {
    provider,
    notifications,
    jobs,
    publicUrl,
  }: {
    provider: PaymentProvider
    notifications: NotificationsService
    jobs: Jobs
    publicUrl: string
  },
) {
  async function accountOf(sellerId: string) {
    const [found] = await db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.sellerId, sellerId))
    return found ?? null
  }

  /** The seller's payout account, made at the provider when they have none. */
  async function ensureAccount(seller: { id: string; email: string }) {
    const found = await accountOf(seller.id)
    if (found) return found
    const made = await provider.createPayoutAccount({ sellerId: seller.id, email: seller.email })
    const [row] = await db
      .insert(payoutAccounts)
      .values({ sellerId: seller.id, provider: provider.name, ...made })
      .onConflictDoUpdate({ target: payoutAccounts.sellerId, set: { ...made } })
      .returning()
    return row!
  }

  /** Sends one sale's payout if it is still queued; nothing when it is sent or not due. */
  async function send(bookingId: string) {
    await db.transaction(async (tx) => {
      const [p] = await tx
        .select({
          payout: payouts,
          carName: bookings.carName,
        })
        .from(payouts)
        .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
        .where(and(eq(payouts.bookingId, bookingId), eq(payouts.status, 'queued')))
        .for('update', { of: payouts })
      if (!p) return
      const { payout } = p
      if (payout.amountCents === 0) {
        await tx
          .update(payouts)
          .set({ status: 'cancelled' })
          .where(eq(payouts.bookingId, bookingId))
        return
      }
      const [to] = await tx
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.sellerId, payout.sellerId))
      // The sandbox pays anyone; a provider account that is not ready waits for the seller.
      const accountId = to?.ready
        ? to.accountId
        : provider.name === 'sandbox'
          ? `acct_sandbox_${payout.sellerId}`
          : null
      if (!accountId) throw new Error(`seller ${payout.sellerId} has no payout account ready`)
      const { transferId } = await provider.transfer(
        { amountCents: payout.amountCents, currency: 'usd', accountId, bookingId },
        `payout-${bookingId}`,
      )
      await tx
        .update(payouts)
        .set({ status: 'sent', transferId, sentAt: new Date() })
        .where(eq(payouts.bookingId, bookingId))
      await move(
        tx,
        bookingId,
        'payout',
        payout.amountCents,
        account.platform,
        account.seller(payout.sellerId),
      )
      await notifications.notify(
        [moneyTold.payout(payout.sellerId, p.carName, payout.amountCents)],
        tx,
      )
    })
  }

  await jobs.handle<{ bookingId: string }>(PAYOUT_JOB, async ({ data }) => send(data.bookingId), {
    retryDelaySeconds: 60,
    expireInSeconds: 120,
  })

  return {
    send,

    /** Payouts still queued a while after they were due (a job lost or retried out), sent now. */
    async sendOverdue(olderThan: Date) {
      const due = await db
        .select({ bookingId: payouts.bookingId })
        .from(payouts)
        .where(and(eq(payouts.status, 'queued'), lte(payouts.createdAt, olderThan)))
        .orderBy(asc(payouts.createdAt))
        .limit(100)
      let sent = 0
      for (const { bookingId } of due) {
        try {
          await send(bookingId)
          sent++
        } catch {
          // Left queued for the next sweep (a seller whose account is not ready yet).
        }
      }
      return sent
    },

    /** GET /api/seller/payouts: whether the seller can be paid (the sandbox: always). */
    async status(sellerId: string): Promise<PayoutAccount> {
      const found = await accountOf(sellerId)
      return {
        ready: provider.name === 'sandbox' || found?.ready === true,
        provider: provider.name,
      }
    },

    /** POST /api/seller/payouts/onboarding: where the seller sets their payout account up. */
    async onboarding(seller: { id: string; email: string }): Promise<{ url: string }> {
      const returnUrl = new URL(paths.sellerMoney.to(), publicUrl).toString()
      const acct = await ensureAccount(seller)
      if (acct.ready) return { url: returnUrl }
      return { url: await provider.onboardingLink(acct.accountId, returnUrl) }
    },

    /** The provider says a payout account changed (Stripe's `account.updated`). */
    async accountUpdated(accountId: string, ready: boolean) {
      await db
        .update(payoutAccounts)
        .set({ ready, updatedAt: new Date() })
        .where(eq(payoutAccounts.accountId, accountId))
    },
  }
}
export type PayoutsService = Awaited<ReturnType<typeof payoutsService>>
