import { asc, eq } from 'drizzle-orm'
import type { DealerCar } from '#shared/dealer-cars'
import type { RefusedRow, StockSaved } from '#shared/dealer-import'
import type { Db, Tx } from '../../db/client'
import { dealerMembers, dealers, photoFetches, users } from '../../db/schema'
import { Refusal } from '../../errors'
import type { InventoryService } from '../inventory/service'
import type { Place, SaveOutcome, StockOutcome } from '../inventory/dealer-cars'
import type { DealerPhotos } from './photos'
import { stockColumnOf, type ReadRow } from './import-row'
import { liveOwner, ownerMembership } from './owner-join'

/** Why a car a buyer's payment holds, or sold, was not changed (inventory's `edit` alike). */
const heldBack = (outcome: 'booked' | 'sold') =>
  new Refusal(
    409,
    outcome === 'sold'
      ? 'This car is sold: it is kept as it was sold'
      : 'A buyer’s payment holds this car: it can be changed once the sale is done or cancelled',
  )

/** Thrown to roll a dry run's transaction back, carrying what it would have done. */
class DryRun<T> extends Error {
  constructor(readonly result: T) {
    super('dry run')
  }
}

/**
 * A dealer's stock by stock number (docs/api.md "Dealers"): the one place a dealer car is created,
 * updated, withdrawn and listed again, by the PUT call and by imports alike. Inventory writes
 * the cars (the listing checks, deal ratings, price history); the photos' URLs go to
 * photos.ts. A dry run does all of it in a transaction that is rolled back, so it answers
 * exactly what the real run would (the listing checks included) and leaves nothing behind.
 */
export function stockService(
  db: Db,
  deps: {
    inventory: Pick<InventoryService, 'saveDealerCars' | 'withdrawDealerCars' | 'dealerCarPlace'>
    photos: Pick<DealerPhotos, 'enqueue'>
  },
) {
  const { inventory, photos } = deps

  /** Runs `work` in a transaction, committed or (dry run) rolled back; its result either way. */
  async function inTransaction<T>(dryRun: boolean, work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(async (tx) => {
        const result = await work(tx)
        if (dryRun) throw new DryRun(result)
        return result
      })
    } catch (err) {
      if (err instanceof DryRun) return err.result as T
      throw err
    }
  }

  /**
   * The dealer's owner: the seller of its cars (payouts and bookings go to them). A dealer
   * whose owner deleted their account is closed (leaving.ts): no car is saved in their name.
   */
  async function ownerOf(dealerId: string): Promise<string> {
    const [row] = await db
      .select({ userId: users.id })
      .from(dealers)
      .leftJoin(dealerMembers, ownerMembership)
      .leftJoin(users, liveOwner)
      .where(eq(dealers.id, dealerId))
    if (!row) throw new Refusal(404, 'No such dealer')
    if (!row.userId)
      throw new Refusal(409, 'This dealer is closed: its owner’s account was deleted')
    return row.userId
  }

  /** The car's photos' URLs as photos.ts last took them, in order. */
  async function photoUrlsOf(tx: Tx, carId: string): Promise<string[]> {
    const rows = await tx
      .select({ url: photoFetches.url })
      .from(photoFetches)
      .where(eq(photoFetches.carId, carId))
      .orderBy(asc(photoFetches.position))
    return rows.map((r) => r.url)
  }

  /**
   * Saves these cars of the dealer in `tx` (one batch, stock numbers unique), their photos'
   * URLs given to photos.ts; each car's id and outcome. A car whose columns are unchanged but
   * whose photos are not is updated.
   */
  async function saveIn(
    tx: Tx,
    dealer: { id: string; ownerId: string },
    rows: { stockNumber: string; car: DealerCar; place: Place }[],
  ) {
    const saved = await inventory.saveDealerCars(tx, dealer, rows)
    const results: { carId: string; outcome: SaveOutcome }[] = []
    // One after another: each takes its car's locks in the one transaction.
    for (const [i, { carId, outcome }] of saved.entries()) {
      let result = outcome
      if (outcome !== 'booked' && outcome !== 'sold') {
        const urls = [...new Set(rows[i]!.car.photoUrls ?? [])]
        const before = outcome === 'created' ? [] : await photoUrlsOf(tx, carId)
        if (before.join('\n') !== urls.join('\n')) {
          await photos.enqueue(tx, carId, urls)
          if (outcome === 'unchanged') result = 'updated'
        }
      }
      results.push({ carId, outcome: result })
    }
    return results
  }

  /** Where each car is, remembered for the run: an import names a few places many times. */
  function places() {
    const known = new Map<string, ReturnType<InventoryService['dealerCarPlace']>>()
    return (car: DealerCar) => {
      const key = `${car.carCategory}|${car.postalCode}`
      if (!known.has(key)) known.set(key, inventory.dealerCarPlace(car))
      return known.get(key)!
    }
  }

  return {
    ownerOf,

    /**
     * PUT /api/dealers/{id}/inventory/{stockNumber}: the car created or brought up to date;
     * the same car twice changes nothing the second time.
     */
    async put(dealerId: string, stockNumber: string, car: DealerCar): Promise<StockSaved> {
      const ownerId = await ownerOf(dealerId)
      const where = await inventory.dealerCarPlace(car)
      if ('reason' in where) throw new Refusal(400, where.reason, `body.${where.field}`)
      const [saved] = await inTransaction(false, (tx) =>
        saveIn(tx, { id: dealerId, ownerId }, [{ stockNumber, car, place: where.place }]),
      )
      if (saved!.outcome === 'booked' || saved!.outcome === 'sold') throw heldBack(saved!.outcome)
      return { _id: saved!.carId, stockNumber, outcome: saved!.outcome }
    },

    /**
     * One batch of an import's valid rows: saved (or, in a dry run, saved and rolled back).
     * The rows the database refuses (an unknown body type or ZIP code) are named, not saved.
     */
    async importBatch(
      dealer: { id: string; ownerId: string },
      rows: ReadRow[],
      { dryRun, placeOf = places() }: { dryRun: boolean; placeOf?: ReturnType<typeof places> },
    ): Promise<{ outcomes: StockOutcome[]; refused: RefusedRow[] }> {
      const refused: RefusedRow[] = []
      const ready: { line: number; stockNumber: string; car: DealerCar; place: Place }[] = []
      for (const row of rows) {
        const where = await placeOf(row.car)
        if ('reason' in where) {
          refused.push({ line: row.line, column: stockColumnOf(where.field), reason: where.reason })
        } else {
          ready.push({
            line: row.line,
            stockNumber: row.stockNumber,
            car: row.car,
            place: where.place,
          })
        }
      }
      const saved = await inTransaction(dryRun, (tx) => saveIn(tx, dealer, ready))
      const outcomes: StockOutcome[] = []
      for (const [i, { outcome }] of saved.entries()) {
        if (outcome === 'booked' || outcome === 'sold') {
          const { message } = heldBack(outcome)
          refused.push({ line: ready[i]!.line, column: 'stock_number', reason: message })
        } else {
          outcomes.push(outcome)
        }
      }
      return { outcomes, refused }
    },

    places,

    /**
     * A whole snapshot's last step: the dealer's cars whose stock number `listed` leaves out
     * are withdrawn (Hidden, kept); how many (or would be, in a dry run).
     */
    async withdrawMissing(dealerId: string, listed: string[], { dryRun }: { dryRun: boolean }) {
      return inTransaction(dryRun, (tx) => inventory.withdrawDealerCars(tx, dealerId, listed))
    },
  }
}
export type StockService = ReturnType<typeof stockService>
