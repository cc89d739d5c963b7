import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Side } from '#shared/bookings'
import type { NewOffer, Offer, OfferMove } from '#shared/offers'
import type { SessionUser } from '../../auth/guards'
import type { Db, Tx } from '../../db/client'
import { hasLeft } from '../../db/closed-accounts'
import { answersFor } from '../../db/dealer-team'
import { cars, offers, users } from '../../db/schema'
import { databaseErrorCode, Refusal } from '../../errors'
import type { Jobs } from '../../jobs/jobs'
import type { BookingsService } from '../bookings/service'
import type { InventoryService } from '../inventory/service'
import type { LeadsService } from '../leads/service'
import type { NotificationsService } from '../notifications/service'
import { offerClosings } from './closings'
import { dealOf, offerTold } from './messages'
import { amountRefusal, offerRefusal, offerRules } from './rules'
import { offerWire } from './wire'

export const OFFER_TIMERS = 'offers.timers'
const OPEN = 'You already have an open offer on this car; wait for the answer or withdraw it'

type Row = typeof offers.$inferSelect

export interface OfferRules {
  /** The lowest offer, in % of the asking price. */
  minPercent: number
  /** An offer or counter unanswered this long expires. */
  answerWithinMs: number
}

const step = (cents: number, by: Side, at: Date) =>
  sql`${offers.history} || ${JSON.stringify([{ cents, by, at: at.toISOString() }])}::jsonb`

/**
 * Offers and counter-offers (docs/api.md "Offers"). Every move is one conditional UPDATE on the
 * offer as it was read (`pending`, same round), so of two racing answers one wins and the
 * other gets 409. Accepting takes the car's row first (as every change of a car and its
 * bookings does) and gives the buyer's booking the agreed price in the same transaction.
 */
export function offersService(
  db: Db,
  {
    inventory,
    bookings,
    notifications,
    jobs,
    rules,
    leads,
  }: {
    inventory: InventoryService
    bookings: Pick<BookingsService, 'agreePrice'>
    notifications: NotificationsService
    jobs: Jobs
    rules: OfferRules
    /** An offer on a dealer's car is a lead; the seller's answer answers it. */
    leads: Pick<LeadsService, 'record' | 'answered'>
  },
) {
  const dueAt = (now: Date) => new Date(now.getTime() + rules.answerWithinMs)
  const toWire = offerWire(db, { inventory })
  const closings = offerClosings(db, { notifications })

  async function nameOf(tx: Db | Tx, userId: string) {
    const [u] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId))
    return u?.name ?? 'The buyer'
  }

  /**
   * The offer and the caller's side (a dealer's people answer for its owner, `answersFor`): 404
   * for anyone who is neither (an admin too).
   */
  async function asParty(id: string, caller: SessionUser) {
    const [row] = await db.select().from(offers).where(eq(offers.id, id))
    const side: Side | null = !row
      ? null
      : row.buyerId === caller.id
        ? 'buyer'
        : (await answersFor(db, caller.id)).includes(row.sellerId)
          ? 'seller'
          : null
    if (!row || !side) throw new Refusal(404, 'Offer not found')
    return { row, side }
  }

  /**
   * Makes `move` on the offer as it was read; answers the changed row. 403 for the wrong
   * side, 409 when its state does not allow it or it changed meanwhile.
   */
  async function moveOn(
    id: string,
    caller: SessionUser,
    move: OfferMove,
    act: (tx: Tx, row: Row, side: Side, now: Date) => Promise<Row | undefined>,
  ): Promise<Offer> {
    const { row, side } = await asParty(id, caller)
    if (!offerRules[move].by.includes(side)) {
      throw new Refusal(403, 'Only the buyer can withdraw their offer')
    }
    const refused = offerRefusal(move, side, row)
    if (refused) throw new Refusal(409, refused)
    if (side === 'seller' && (await hasLeft(db, row.buyerId))) {
      throw new Refusal(409, 'This buyer has closed their account')
    }
    const changed = await db.transaction(async (tx) => {
      const done = await act(tx, row, side, new Date())
      if (!done) throw new Refusal(409, 'This offer was answered meanwhile; reload to see it')
      if (side === 'seller' && row.carId) await leads.answered(tx, row.carId, row.buyerId)
      return done
    })
    return (await toWire([changed], caller.id))[0]!
  }

  /** The offer, if it is still as it was read (pending, same round): the race's condition. */
  const unchanged = (row: Row) =>
    and(eq(offers.id, row.id), eq(offers.status, 'pending'), eq(offers.round, row.round))

  return {
    /** A buyer's offer on a car for sale; needs a confirmed e-mail address. */
    async make(input: NewOffer, buyer: SessionUser): Promise<Offer> {
      if (!buyer.emailVerified) {
        throw new Refusal(403, 'Confirm your e-mail address before making offers')
      }
      try {
        const row = await db.transaction(async (tx) => {
          const car = await inventory.bookable(tx, input.car_id, buyer.id)
          const refused = amountRefusal(input.amount, {
            askingCents: car.resalePriceCents,
            minPercent: rules.minPercent,
            side: 'buyer',
          })
          if (refused) throw new Refusal(409, refused)
          const now = new Date()
          const cents = input.amount * 100
          const [made] = await tx
            .insert(offers)
            .values({
              carId: input.car_id,
              buyerId: buyer.id,
              sellerId: car.sellerId,
              carName: car.name,
              askingCents: car.resalePriceCents,
              amountCents: cents,
              awaiting: 'seller',
              expiresAt: dueAt(now),
              history: [{ cents, by: 'buyer', at: now.toISOString() }],
            })
            .returning()
          await jobs.send(OFFER_TIMERS, {}, { tx, startAfter: made!.expiresAt! })
          await notifications.notify(offerTold.received(dealOf(made!, buyer.name)), tx)
          await leads.record(tx, {
            kind: 'offer',
            carId: input.car_id,
            buyerId: buyer.id,
            buyerName: buyer.name,
            comment: `Offers $${input.amount.toLocaleString('en-US')} (asking $${Math.round(car.resalePriceCents / 100).toLocaleString('en-US')}).`,
          })
          return made!
        })
        return (await toWire([row], buyer.id))[0]!
      } catch (err) {
        if (databaseErrorCode(err) === '23505') throw new Refusal(409, OPEN)
        if (databaseErrorCode(err) === '23503') throw new Refusal(404, 'Car not found')
        throw err
      }
    },

    /** The awaited side names another amount; the other side's turn. */
    counter: (id: string, amount: number, caller: SessionUser) =>
      moveOn(id, caller, 'counter', async (tx, row, side, now) => {
        const refused = amountRefusal(amount, {
          askingCents: row.askingCents,
          minPercent: rules.minPercent,
          side,
          current: row.amountCents,
        })
        if (refused) throw new Refusal(409, refused)
        const cents = amount * 100
        const [done] = await tx
          .update(offers)
          .set({
            amountCents: cents,
            awaiting: side === 'buyer' ? 'seller' : 'buyer',
            round: row.round + 1,
            expiresAt: dueAt(now),
            history: step(cents, side, now),
            updatedAt: now,
          })
          .where(and(unchanged(row), eq(offers.awaiting, side)))
          .returning()
        if (!done) return undefined
        await jobs.send(OFFER_TIMERS, {}, { tx, startAfter: done.expiresAt! })
        await notifications.notify(
          offerTold.countered(dealOf(done, await nameOf(tx, done.buyerId)), side),
          tx,
        )
        return done
      }),

    /**
     * The awaited side takes the amount on the table: the buyer's booking of the car takes
     * it as its price (one is made when there is none). Refused while the car is not for sale.
     */
    accept: (id: string, caller: SessionUser) =>
      moveOn(id, caller, 'accept', async (tx, row, side, now) => {
        if (!row.carId) throw new Refusal(409, 'This car is no longer listed')
        const car = await inventory.bookable(tx, row.carId, row.buyerId)
        const [done] = await tx
          .update(offers)
          .set({ status: 'accepted', awaiting: null, expiresAt: null, updatedAt: now })
          .where(and(unchanged(row), eq(offers.awaiting, side)))
          .returning()
        if (!done) return undefined
        const [place] = await tx
          .select({ city: cars.city })
          .from(cars)
          .where(eq(cars.id, row.carId))
        await bookings.agreePrice(
          tx,
          {
            offerId: done.id,
            carId: row.carId,
            buyerId: done.buyerId,
            sellerId: done.sellerId,
            amountCents: done.amountCents,
          },
          { name: car.name, city: place?.city ?? null },
        )
        await notifications.notify(
          offerTold.accepted(dealOf(done, await nameOf(tx, done.buyerId)), side),
          tx,
        )
        return done
      }),

    /** The awaited side says no, with an optional reason. */
    decline: (id: string, reason: string | undefined, caller: SessionUser) =>
      moveOn(id, caller, 'decline', async (tx, row, side, now) => {
        const [done] = await tx
          .update(offers)
          .set({
            status: 'declined',
            awaiting: null,
            expiresAt: null,
            reason: reason ?? null,
            updatedAt: now,
          })
          .where(and(unchanged(row), eq(offers.awaiting, side)))
          .returning()
        if (!done) return undefined
        await notifications.notify(
          offerTold.declined(dealOf(done, await nameOf(tx, done.buyerId)), side, reason),
          tx,
        )
        return done
      }),

    /** The buyer takes their offer back, whoever's turn it is. */
    withdraw: (id: string, caller: SessionUser) =>
      moveOn(id, caller, 'withdraw', async (tx, row, _side, now) => {
        const [done] = await tx
          .update(offers)
          .set({ status: 'withdrawn', awaiting: null, expiresAt: null, updatedAt: now })
          .where(unchanged(row))
          .returning()
        if (!done) return undefined
        await notifications.notify(offerTold.withdrawn(dealOf(done, caller.name)), tx)
        return done
      }),

    /** The caller's offers as buyer or as seller (of one car, with `carId`), newest first. */
    async list(caller: SessionUser, as: Side, carId?: string): Promise<Offer[]> {
      const rows = await db
        .select()
        .from(offers)
        .where(
          and(
            as === 'buyer'
              ? eq(offers.buyerId, caller.id)
              : inArray(offers.sellerId, await answersFor(db, caller.id)),
            carId ? eq(offers.carId, carId) : undefined,
          ),
        )
        .orderBy(desc(offers.createdAt))
        .limit(200)
      return toWire(rows, caller.id)
    },

    // Closing offers on a car off the market, and the timers' sweep.
    ...closings,
  }
}
export type OffersService = ReturnType<typeof offersService>
