import type { FastifyInstance } from 'fastify'
import type { Booking } from '#shared/bookings'
import type { Guards, SessionUser } from '../../auth/guards'
import type { Db } from '../../db/client'
import type { StripeProvider } from '../../payments/stripe'
import { moneyFigures } from './figures'
import { payoutsService } from './payouts'
import { moneyRoutes } from './routes'
import { MONEY_TIMERS, moneyService, type MoneyDeps } from './service'
import { stripeWebhookRoutes } from './stripe-webhook'
import { moneySweeper } from './timers'

/**
 * The money module's parts, made once at start: the service, the sellers' payouts, the Money
 * pages' figures and the timers' sweep (woken at each hold's and handover's deadline, and
 * every minute whatever wake-ups were lost).
 */
export async function moneyModule(db: Db, deps: MoneyDeps & { publicUrl: string }) {
  const money = moneyService(db, deps)
  const payouts = await payoutsService(db, deps)
  const sweep = moneySweeper(db, { settle: money.settle, payouts })
  await deps.jobs.scheduled(MONEY_TIMERS, '* * * * *', () => sweep.run())
  return { money, payouts, figures: moneyFigures(db), sweep: sweep.run }
}
export type MoneyModule = Awaited<ReturnType<typeof moneyModule>>

/** The money module's routes, and Stripe's webhook when Stripe takes the payments. */
export async function routes(
  api: FastifyInstance,
  deps: {
    money: MoneyModule
    bookings: { visible: (id: string, caller: SessionUser) => Promise<Booking> }
    guards: Guards
    stripe: StripeProvider | false | undefined
    db: Db
  },
) {
  const { money, payouts, figures } = deps.money
  const view = deps.bookings.visible
  await api.register(moneyRoutes, { money, payouts, figures, view, guards: deps.guards })
  if (deps.stripe) {
    await api.register(stripeWebhookRoutes, { db: deps.db, stripe: deps.stripe, money, payouts })
  }
}
