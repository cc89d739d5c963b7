import { and, count, desc, eq, gte, inArray, isNotNull, ne, sql, sum, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { AdminStats, SellerStats } from '#shared/stats'
import type { Db } from '../../db/client'
import {
  bookings,
  carViews,
  cars,
  conversations,
  dealerMembers,
  leads,
  offers,
  users,
  wishlist,
} from '../../db/schema'
import { utcDay, type ViewCounter } from './views'

const DAY_MS = 86_400_000

/** The last `days` UTC days, today included, oldest first, and the instant the first began. */
function window(days: number, now = new Date()) {
  const today = Date.parse(utcDay(now))
  const since = new Date(today - (days - 1) * DAY_MS)
  const list = Array.from({ length: days }, (_, i) =>
    utcDay(new Date(since.getTime() + i * DAY_MS)),
  )
  return { since, days: list }
}

/** A timestamp's UTC day, as `utcDay` writes it. */
const dayOf = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`

type DayCount = { day: string; n: number }

/** One number per day of the window, 0 where nothing happened. */
function perDay(days: string[], rows: { day: string; n: number | string | null }[]) {
  const at = new Map(rows.map((r) => [r.day, Number(r.n ?? 0)]))
  return days.map((d) => at.get(d) ?? 0)
}

/**
 * The Overview pages' numbers (docs/api.md "Operating the marketplace"), per UTC day. Each count
 * reads only its window through an index (docs/decisions/0077-overview-pages-and-counting-car-views.md).
 */
export function statsService(db: Db, { views }: { views: ViewCounter }) {
  /** The seller's own cars (index cars_by_seller), for a query of each car's rows. */
  const ownCars = (sellerId: string) =>
    db.select({ id: cars.id }).from(cars).where(eq(cars.sellerId, sellerId))
  /** The dealer the seller owns, if any: its cars are theirs (leads_by_dealer reads its window). */
  const ownDealer = (sellerId: string) =>
    db
      .select({ id: dealerMembers.dealerId })
      .from(dealerMembers)
      .where(and(eq(dealerMembers.userId, sellerId), eq(dealerMembers.role, 'owner')))

  /** Per own car and day, the rows of `table` since `since` that `where` selects. */
  const perCarAndDay = (
    table: typeof wishlist | typeof conversations | typeof bookings | typeof offers | typeof leads,
    since: Date,
    where: SQL | undefined,
  ) =>
    db
      .select({ carId: table.carId, day: dayOf(table.createdAt), n: count() })
      .from(table)
      .where(and(isNotNull(table.carId), gte(table.createdAt, since), where))
      .groupBy(table.carId, dayOf(table.createdAt))

  const newPerDay = (column: PgColumn, since: Date, where?: SQL) =>
    db
      .select({ day: dayOf(column), n: count() })
      .from(column.table)
      .where(and(gte(column, since), where))
      .groupBy(dayOf(column)) as Promise<DayCount[]>

  return {
    /**
     * Per own car and day: views, saves, conversations started, test drives booked, offers
     * made, and leads (a dealer's cars only: their seller is the dealer's owner).
     */
    async seller(sellerId: string, days: number): Promise<SellerStats> {
      // This process's views counted so far are included, not only those already written.
      await views.flush()
      const w = window(days)
      const [own, viewed, saved, talked, booked, offered, led, dealer] = await Promise.all([
        db
          .select({ id: cars.id, name: cars.name })
          .from(cars)
          .where(eq(cars.sellerId, sellerId))
          .orderBy(desc(cars.createdAt), desc(cars.id)),
        db
          .select({ carId: carViews.carId, day: carViews.day, n: carViews.views })
          .from(carViews)
          .where(and(inArray(carViews.carId, ownCars(sellerId)), gte(carViews.day, w.days[0]!))),
        // Saves by car (wishlist_by_car); conversations and bookings by their seller, read
        // from the window's end of conversations_of_seller and bookings_by_seller: a
        // conversation started in the window was last written in it too.
        perCarAndDay(wishlist, w.since, inArray(wishlist.carId, ownCars(sellerId))),
        perCarAndDay(
          conversations,
          w.since,
          and(eq(conversations.sellerId, sellerId), gte(conversations.lastMessageAt, w.since)),
        ),
        perCarAndDay(bookings, w.since, eq(bookings.sellerId, sellerId)),
        perCarAndDay(offers, w.since, eq(offers.sellerId, sellerId)),
        // A lead whose car was deleted has no car to count it under, as for the others.
        perCarAndDay(
          leads,
          w.since,
          and(
            inArray(leads.dealerId, ownDealer(sellerId)),
            inArray(leads.carId, ownCars(sellerId)),
          ),
        ),
        ownDealer(sellerId),
      ])
      const sumFor = (rows: { carId: string | null; n: number }[], carId: string) =>
        rows.reduce((total, r) => (r.carId === carId ? total + Number(r.n) : total), 0)
      const totalPerDay = (rows: { day: string; n: number }[]) =>
        w.days.map((d) => rows.reduce((t, r) => (r.day === d ? t + Number(r.n) : t), 0))
      return {
        days: w.days,
        dealer: dealer.length > 0,
        total: {
          views: totalPerDay(viewed),
          saves: totalPerDay(saved),
          conversations: totalPerDay(talked),
          bookings: totalPerDay(booked),
          offers: totalPerDay(offered),
          leads: totalPerDay(led),
        },
        cars: own
          .map((car) => ({
            _id: car.id,
            name: car.name,
            views: sumFor(viewed, car.id),
            saves: sumFor(saved, car.id),
            conversations: sumFor(talked, car.id),
            bookings: sumFor(booked, car.id),
            offers: sumFor(offered, car.id),
            leads: sumFor(led, car.id),
          }))
          // Most viewed first; among equals, the newest listing first (the query's order).
          .sort((a, b) => b.views - a.views),
      }
    },

    /** Per day: sign-ups (buyers and sellers), new listings, bookings, payments and their sum. */
    async admin(days: number): Promise<AdminStats> {
      const w = window(days)
      const [signUps, listings, booked, paid] = await Promise.all([
        newPerDay(users.createdAt, w.since, ne(users.role, 'admin')),
        newPerDay(cars.createdAt, w.since),
        newPerDay(bookings.createdAt, w.since),
        db
          .select({ day: dayOf(bookings.paidAt), n: count(), cents: sum(bookings.amountCents) })
          .from(bookings)
          .where(and(eq(bookings.payment, 'paid'), gte(bookings.paidAt, w.since)))
          .groupBy(dayOf(bookings.paidAt)),
      ])
      return {
        days: w.days,
        signUps: perDay(w.days, signUps),
        listings: perDay(w.days, listings),
        bookings: perDay(w.days, booked),
        payments: perDay(w.days, paid),
        paymentAmounts: perDay(
          w.days,
          paid.map((p) => ({ day: p.day, n: Number(p.cents ?? 0) / 100 })),
        ),
      }
    },
  }
}
export type StatsService = ReturnType<typeof statsService>
