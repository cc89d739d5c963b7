import { and, eq, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm'
import type { DealerCar } from '#shared/dealer-cars'
import type { Db, Tx } from '../../db/client'
import { cars, categories, postalCodes } from '../../db/schema'
import type { DealsService, Vehicle } from '../deals/service'
import { carColumns, type Place } from './columns'
import { vehicleOf, vehicleOfInput } from './vehicle'

export type { Place } from './columns'

export interface DealerStockItem {
  stockNumber: string
  car: DealerCar
  place: Place
}

/** The first key of a dealer's stock lock (deals' ratings use 18). */
const STOCK_LOCK = 37

export type StockOutcome = 'created' | 'updated' | 'unchanged'
/** What `save` did with a car: its outcome, or why a change was not made. */
export type SaveOutcome = StockOutcome | 'booked' | 'sold'

type Columns = ReturnType<typeof carColumns>

/** The columns whose value differs from the row's (a float4 mpg read back compares by its text). */
const changedColumns = (row: Record<string, unknown>, next: Columns) =>
  (Object.keys(next) as (keyof Columns)[]).filter((k) => {
    const [a, b] = [row[k] ?? null, next[k] ?? null]
    if (typeof a === 'number' && typeof b === 'number') return Math.fround(a) !== Math.fround(b)
    return a !== b
  })

/**
 * A dealer's cars by stock number (docs/api.md "Dealers": PUT inventory, imports), written in the
 * caller's transaction as `add` and `edit` write a seller's: the deal ratings held first, each
 * car rated and put through the listing checks (`review`), the cars around rated once for the
 * whole batch. A car whose every column is as sent is left alone (no write, no new price, no
 * updatedAt): sending the same car twice changes nothing.
 */
export function dealerCars(
  db: Db,
  deps: {
    deals: Pick<DealsService, 'hold' | 'rateCar' | 'recomputeAround'>
    review: (tx: Tx, carId: string) => Promise<void>
    repriced: (tx: Tx, carId: string, cents: number) => Promise<void>
    /** A lower price: the car's savers are told (inventory's, as `edit` tells them). */
    priceCut: (
      tx: Tx,
      carId: string,
      name: string,
      fromCents: number,
      cents: number,
    ) => Promise<void>
    forSale: () => SQL
  },
) {
  const { deals, review, repriced, priceCut, forSale } = deps

  /**
   * One writer of a dealer's stock at a time, first in its transaction: two calls creating the
   * same stock number would otherwise both insert it (the second a unique violation).
   */
  async function lockStock(tx: Tx, dealerId: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(${STOCK_LOCK}, hashtext(${dealerId}))`)
  }

  /**
   * Saves these cars of the dealer (stock numbers unique in the batch) in `tx`; a new car's
   * seller is `ownerId` (payouts and bookings go to the owner). Each car's id and outcome, in
   * order. A car the dealer had withdrawn is listed again.
   */
  async function save(
    tx: Tx,
    dealer: { id: string; ownerId: string },
    items: DealerStockItem[],
  ): Promise<{ carId: string; outcome: SaveOutcome }[]> {
    if (items.length === 0) return []
    await lockStock(tx, dealer.id)
    const numbers = items.map((i) => i.stockNumber)
    const mine = and(eq(cars.dealerId, dealer.id), inArray(cars.stockNumber, numbers))
    const existing = await tx.select(vehicleOf).from(cars).where(mine)
    // Every vehicle a car of the batch was or becomes, held before any car is written.
    const vehicles: Vehicle[] = [...existing, ...items.map(({ car }) => vehicleOfInput(car))]
    await deals.hold(tx, vehicles)
    // Rows locked in id order, as every other writer of many cars does (`lockCarsOf`), and
    // read again under the lock: a booking or an edit may have changed them since.
    const locked = await tx.select().from(cars).where(mine).orderBy(cars.id).for('update')
    const byNumber = new Map(locked.map((r) => [r.stockNumber!, r] as const))
    const now = new Date()
    const results: { carId: string; outcome: SaveOutcome }[] = []
    const touched: string[] = []
    for (const { stockNumber, car, place } of items) {
      const next = carColumns(car, place)
      const cents = next.resalePriceCents
      const row = byNumber.get(stockNumber)
      if (!row) {
        const [created] = await tx
          .insert(cars)
          .values({
            ...next,
            images: [],
            priceHistory: [{ cents, at: now.toISOString() }],
            sellerId: dealer.ownerId,
            dealerId: dealer.id,
            stockNumber,
            // No photo yet: Hidden until the photo job stores the first (`changePhotos`, which
            // then tells saved searches).
            status: 'Hidden',
            isFeatured: false,
          })
          .returning({ id: cars.id })
        results.push({ carId: created!.id, outcome: 'created' })
        touched.push(created!.id)
        continue
      }
      const changed = changedColumns(row, next)
      if (changed.length === 0 && !row.withdrawn) {
        results.push({ carId: row.id, outcome: 'unchanged' })
        continue
      }
      // As `edit`: a car a buyer's payment holds, or sold, keeps what it was sold as.
      if (row.status === 'Booked' || row.status === 'Sold') {
        results.push({ carId: row.id, outcome: row.status === 'Sold' ? 'sold' : 'booked' })
        continue
      }
      const repricedNow = row.resalePriceCents !== cents
      await tx
        .update(cars)
        .set({
          ...next,
          withdrawn: false,
          ...(repricedNow && {
            priceHistory: sql`${cars.priceHistory} || ${JSON.stringify([{ cents, at: now.toISOString() }])}::jsonb`,
          }),
          updatedAt: now,
        })
        .where(eq(cars.id, row.id))
      if (repricedNow) await repriced(tx, row.id, cents)
      if (cents < row.resalePriceCents) {
        await priceCut(tx, row.id, next.name, row.resalePriceCents, cents)
      }
      results.push({ carId: row.id, outcome: 'updated' })
      touched.push(row.id)
    }
    if (touched.length > 0) await settle(tx, touched)
    await deals.recomputeAround(tx, vehicles)
    return results
  }

  /** Each written car's status from its flags, its own rating, then the listing checks. */
  async function settle(tx: Tx, carIds: string[]) {
    await tx
      .update(cars)
      .set({ status: forSale() })
      .where(and(inArray(cars.id, carIds), inArray(cars.status, ['Active', 'Hidden'])))
    const rows = await tx
      .select({ id: cars.id, make: cars.make, model: cars.model, modelYear: cars.modelYear })
      .from(cars)
      .where(inArray(cars.id, carIds))
    for (const row of rows) await deals.rateCar(tx, row.id, row)
    for (const row of rows) await review(tx, row.id)
  }

  /**
   * Withdraws, in `tx`, the dealer's cars whose stock number is not in `listed` (a whole
   * snapshot left them out): Hidden, not deleted, so their bookings, offers and price history
   * stay. How many were withdrawn now. (Ratings count every status, so none changes.)
   */
  async function withdrawMissing(tx: Tx, dealerId: string, listed: string[]): Promise<number> {
    await lockStock(tx, dealerId)
    const withdrawn = await tx
      .update(cars)
      .set({ withdrawn: true, updatedAt: new Date() })
      .where(
        and(
          eq(cars.dealerId, dealerId),
          eq(cars.withdrawn, false),
          isNotNull(cars.stockNumber),
          listed.length > 0 ? notInArray(cars.stockNumber, listed) : undefined,
        ),
      )
      .returning({ id: cars.id })
    if (withdrawn.length === 0) return 0
    const ids = withdrawn.map((w) => w.id)
    await tx
      .update(cars)
      .set({ status: forSale() })
      .where(and(inArray(cars.id, ids), inArray(cars.status, ['Active', 'Hidden'])))
    return withdrawn.length
  }

  /**
   * What only the database can say of a car: its body type exists and its ZIP code is known.
   * Where the car is, or which field is wrong and why (an import names it by its column).
   */
  async function placeOf(
    car: Pick<DealerCar, 'carCategory' | 'postalCode'>,
  ): Promise<{ place: Place } | { field: 'carCategory' | 'postalCode'; reason: string }> {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.categoryId, car.carCategory))
    if (!category) {
      return { field: 'carCategory', reason: `We have no body type "${car.carCategory}"` }
    }
    const [place] = await db
      .select({
        state: postalCodes.state,
        latitude: postalCodes.latitude,
        longitude: postalCodes.longitude,
      })
      .from(postalCodes)
      .where(eq(postalCodes.zip, car.postalCode))
    if (!place)
      return { field: 'postalCode', reason: 'We don’t know this ZIP code: check it for a typo' }
    return { place }
  }

  return { save, withdrawMissing, placeOf }
}
export type DealerCars = ReturnType<typeof dealerCars>
