import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  bookingParams,
  bookingSchema,
  paymentStartSchema,
  paymentSucceededSchema,
  sandboxConfirmSchema,
  type Booking,
} from '#shared/bookings'
import { errorSchema } from '#shared/errors'
import {
  adminMoneyNoteSchema,
  adminMoneySchema,
  adminRefundSchema,
  objectionSchema,
  onboardingLinkSchema,
  payoutAccountSchema,
  sellerMoneySchema,
} from '#shared/money'
import type { Guards, SessionUser } from '../../auth/guards'
import type { moneyFigures } from './figures'
import type { PayoutsService } from './payouts'
import type { MoneyService } from './service'

const refusals = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema }

/** docs/api.md "Money held until the car changes hands". */
export const moneyRoutes: FastifyPluginAsyncZod<{
  money: MoneyService
  payouts: PayoutsService
  figures: ReturnType<typeof moneyFigures>
  /** The booking as the caller now sees it, after a move (modules/bookings). */
  view: (id: string, caller: SessionUser) => Promise<Booking>
  guards: Guards
}> = async (app, { money, payouts, figures, view, guards }) => {
  const seller = guards.role('seller')
  const admin = guards.role('admin')

  app.post(
    '/bookings/:id/payment',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['money'],
        params: bookingParams,
        response: { 200: paymentStartSchema, ...refusals },
      },
    },
    async (req) => money.startPayment(req.params.id, (await guards.user(req)).id),
  )

  app.post(
    '/payments/sandbox/confirm',
    {
      onRequest: guards.signedIn,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['money'],
        body: sandboxConfirmSchema,
        response: { 200: paymentSucceededSchema, 402: errorSchema, ...refusals },
      },
    },
    async (req) => {
      const { clientSecret, card } = req.body
      await money.confirmSandbox(clientSecret, card, (await guards.user(req)).id)
      return { status: 'succeeded' as const }
    },
  )

  // The handover and the admin's moves: each answers the booking as the caller now sees it.
  async function moved(
    req: FastifyRequest & { params: { id: string } },
    act: (caller: SessionUser) => Promise<unknown>,
  ) {
    const caller = await guards.user(req)
    await act(caller)
    return view(req.params.id, caller)
  }
  const move = {
    onRequest: guards.signedIn,
    schema: {
      tags: ['money'],
      params: bookingParams,
      response: { 200: bookingSchema, ...refusals },
    },
  }
  app.post('/bookings/:id/handover', move, (req) =>
    moved(req, (caller) => money.handover(req.params.id, caller)),
  )
  app.post('/bookings/:id/confirm-handover', move, (req) =>
    moved(req, (caller) => money.confirmHandover(req.params.id, caller)),
  )
  app.post(
    '/bookings/:id/object',
    { ...move, schema: { ...move.schema, body: objectionSchema } },
    (req) => moved(req, (caller) => money.object(req.params.id, req.body.reason, caller)),
  )

  const adminMove = {
    onRequest: admin,
    schema: {
      tags: ['admin'],
      params: bookingParams,
      body: adminMoneyNoteSchema,
      response: { 200: bookingSchema, ...refusals },
    },
  }
  app.post('/admin/bookings/:id/release', adminMove, (req) =>
    moved(req, (caller) => money.adminRelease(req.params.id, req.body.note, caller)),
  )
  app.post('/admin/bookings/:id/capture', adminMove, (req) =>
    moved(req, (caller) => money.adminCapture(req.params.id, req.body.note, caller)),
  )
  app.post(
    '/admin/bookings/:id/refund',
    { ...adminMove, schema: { ...adminMove.schema, body: adminRefundSchema } },
    (req) => moved(req, (caller) => money.adminRefund(req.params.id, req.body, caller)),
  )

  app.get(
    '/seller/money',
    { onRequest: seller, schema: { tags: ['money'], response: { 200: sellerMoneySchema } } },
    async (req) => figures.seller((await guards.user(req)).id),
  )
  app.get(
    '/seller/payouts',
    { onRequest: seller, schema: { tags: ['money'], response: { 200: payoutAccountSchema } } },
    async (req) => payouts.status((await guards.user(req)).id),
  )
  app.post(
    '/seller/payouts/onboarding',
    {
      onRequest: seller,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['money'], response: { 200: onboardingLinkSchema } },
    },
    async (req) => payouts.onboarding(await guards.user(req)),
  )
  app.get(
    '/admin/money',
    { onRequest: admin, schema: { tags: ['admin'], response: { 200: adminMoneySchema } } },
    async () => figures.admin(),
  )
}
