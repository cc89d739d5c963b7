import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Car } from '../../../shared/cars'
import type { NewCar } from '../../../shared/car-attributes'
import type { CarPatch } from '../../../shared/car-patch'
import type { DealerCarEdit } from '../../../shared/dealer-cars'
import { mediaUrl } from '../../../shared/images'
import { findMake } from '../../../shared/vehicles'
import type { MyCarsQuery } from '../../../shared/inventory'
import type { SessionUser } from '../../auth/guards'
import type { Db, Tx } from '../../db/client'
import {
  bookings,
  cars,
  categories,
  dealerMembers,
  postalCodes,
  users,
  wishlist,
} from '../../db/schema'
import { Refusal } from '../../errors'
import { carsWithSellers, toWireCar } from '../catalogue/wire-car'
import type { AlertsService } from '../alerts/service'
import type { DealsService } from '../deals/service'
import type { NotificationsService } from '../notifications/service'
import type { UploadsService } from '../uploads/service'
import type { AuditService } from '../moderation/audit'
import { patchedCar } from './car-patch'
import { featuring, type FeaturedLimits } from './featuring'
import { dealerCars } from './dealer-cars'
import { openCheckCase } from '../moderation/cases'
import { checkListing } from '../trust/listing-checks'

/** Why a car that is not Active cannot be booked or bought. */
const notForSale: Record<Car['status'], string> = {
  Active: '',
  Booked: 'Sorry, another buyer has just reserved this car',
  Sold: 'Sorry, this car has been sold',
  Hidden: 'This car is not for sale right now',
}

/** What a car's deal rating compares it by (modules/deals). */
const vehicleOf = { make: cars.make, model: cars.model, modelYear: cars.modelYear }

const vehicleOfInput = (input: Pick<NewCar, 'company' | 'model' | 'modelYear'>) => ({
  make: findMake(input.company) ?? input.company,
  model: input.model,
  modelYear: input.modelYear,
})

/**
 * A car that would be for sale is Hidden instead while an admin hides it, the listing checks
 * hold it for review (modules/trust), or its seller is suspended (modules/moderation).
 */
/**
 * Active, or Hidden while an admin hid it, a review holds it (`held`), a dealer's import
 * withdrew it, it waits for its first photo, or its seller is suspended or deleted (a deleted
 * seller's car kept on record, such as a closed dealer's, never goes on sale again).
 */
const forSale = (held: SQL = sql`${cars.hidden} or ${cars.review} is not null`) =>
  sql`case when ${held} or ${cars.withdrawn} or cardinality(${cars.images}) = 0 or exists (select 1 from ${users} where ${users.id} = ${cars.sellerId} and (${users.suspendedAt} is not null or ${users.deletedAt} is not null)) then 'Hidden'::car_status else 'Active'::car_status end`

const mediaKey = (url: string) => /^\/media\/([A-Za-z0-9_-]+)\/\d+\.webp$/.exec(url)?.[1]

/**
 * A seller's own listings: add, feature, edit, delete (admins may act on any car), and the car
 * side of what other modules do to cars inside their own transactions: a booking reserves,
 * releases and sells a car; deleting a seller withdraws their listings.
 */
const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`

export function inventoryService(
  db: Db,
  uploads: UploadsService,
  notifications: NotificationsService,
  alerts: Pick<AlertsService, 'listed'>,
  deals: Pick<DealsService, 'hold' | 'rateCar' | 'recomputeAround'>,
  audit: Pick<AuditService, 'record'>,
  /** A car's asking price changed, in the edit's transaction (bookings still to be paid follow). */
  repriced: (tx: Tx, carId: string, cents: number) => Promise<void> = async () => {},
  /** config.featured (these are its defaults). */
  featuredLimits: FeaturedLimits = { perSeller: 2, perDealer: 10 },
) {
  const featured = featuring(db, audit, featuredLimits)
  const dealerStock = dealerCars(db, { deals, review, repriced, forSale, priceCut })

  /** A lower asking price, in `tx`: everyone who saved the car hears (in the app, by e-mail). */
  async function priceCut(tx: Tx, id: string, name: string, fromCents: number, cents: number) {
    const savers = await tx
      .select({ userId: wishlist.userId })
      .from(wishlist)
      .where(eq(wishlist.carId, id))
    await notifications.notify(
      savers.map(({ userId }) => ({
        userId,
        kind: 'alert.price_drop' as const,
        title: `Price cut: ${name}`,
        body: `The ${name} you saved is now ${dollars(cents)}, down from ${dollars(fromCents)}.`,
        link: `/featured-cars/${id}`,
      })),
      tx,
    )
  }

  /**
   * Locks a person's own cars, in id order, first in the transaction that deletes them:
   * every other transaction takes a car's row before the kept counts (active_car_counts,
   * by trigger), and so must this one, or a seller deleting one car while their account is
   * deleted could each wait for the other.
   */
  async function lockCarsOf(tx: Tx, sellerId: string) {
    await tx
      .select({ id: cars.id })
      .from(cars)
      .where(eq(cars.sellerId, sellerId))
      .orderBy(asc(cars.id))
      .for('update')
  }

  /**
   * The listing checks (modules/trust) on a car just written in `tx`, its deal rating current:
   * a hit holds it for review (Hidden, with its reasons) and puts it in the admin's queue; the
   * seller is told once. A listing already held keeps its hold, with the reasons of now.
   */
  async function review(tx: Tx, carId: string) {
    const reasons = await checkListing(tx, carId)
    if (reasons.length === 0) return
    const [before] = await tx
      .select({ review: cars.review })
      .from(cars)
      .where(eq(cars.id, carId))
      .for('update')
    const [car] = await tx
      .update(cars)
      .set({
        review: reasons,
        status: sql`case when ${cars.status} = 'Active' then 'Hidden'::car_status else ${cars.status} end`,
      })
      .where(eq(cars.id, carId))
      .returning({ name: cars.name, sellerId: cars.sellerId })
    if (before?.review || !car) return
    await openCheckCase(tx, {
      targetType: 'car',
      targetId: carId,
      details: reasons.map((r) => r.message).join('\n'),
    })
    await notifications.notify(
      {
        userId: car.sellerId,
        kind: 'listing.review',
        title: `We are checking your listing ${car.name}`,
        body: `Before it goes on sale, our team takes a look: ${reasons.map((r) => r.message).join(' ')} You will hear from us, usually within a day. If something is wrong, edit the listing.`,
        link: '/dashboard/managecars',
      },
      tx,
    )
  }

  /** The car if this caller may change it, else refused. */
  async function ownedCar(id: string, caller: SessionUser) {
    const [car] = await db.select().from(cars).where(eq(cars.id, id))
    if (!car) throw new Refusal(404, 'Car not found')
    if (caller.role !== 'admin' && car.sellerId !== caller.id) {
      // A dealer's owner and managers change its cars; its sales staff do not.
      const member = car.dealerId
        ? (
            await db
              .select({ role: dealerMembers.role })
              .from(dealerMembers)
              .where(
                and(eq(dealerMembers.dealerId, car.dealerId), eq(dealerMembers.userId, caller.id)),
              )
          )[0]
        : undefined
      if (member?.role !== 'owner' && member?.role !== 'manager') {
        throw new Refusal(403, 'You can only change your own cars')
      }
    }
    return car
  }

  /**
   * Who sells a car this caller lists, and whose stock it is: their own, or at a dealer its
   * owner's (payouts and bookings go to them) as the dealer's; its sales staff list none.
   */
  async function listerOf(caller: SessionUser) {
    const [member] = await db
      .select({ dealerId: dealerMembers.dealerId, role: dealerMembers.role })
      .from(dealerMembers)
      .where(eq(dealerMembers.userId, caller.id))
    if (!member) return { sellerId: caller.id, dealerId: null }
    if (member.role === 'sales') {
      throw new Refusal(403, 'Sales staff do not add cars: ask the dealer’s owner or a manager')
    }
    const [owner] = await db
      .select({ userId: dealerMembers.userId })
      .from(dealerMembers)
      .where(and(eq(dealerMembers.dealerId, member.dealerId), eq(dealerMembers.role, 'owner')))
    return { sellerId: owner!.userId, dealerId: member.dealerId }
  }

  /**
   * Photo URLs must be uploads of these people (the seller, and a dealer's manager adding or
   * editing one of its cars), or already the car's (`onCar`: an edit keeps them, a dealer's
   * fetched ones too); the first is the cover. A dealer's car may have none yet.
   */
  async function checkedPhotos(
    input: Pick<DealerCarEdit, 'image' | 'images'>,
    ownerIds: string[],
    onCar: string[] = [],
  ): Promise<string[]> {
    const urls = [...new Set([input.image, ...(input.images ?? [])])].filter((u) => u !== undefined)
    const keys = urls.map(mediaKey)
    if (keys.some((k) => !k)) throw new Refusal(400, 'Photo is required')
    const kept = new Set(onCar.map(mediaKey))
    const added = (keys as string[]).filter((k) => !kept.has(k))
    const owned = new Set(
      (await Promise.all([...new Set(ownerIds)].map((id) => uploads.ownedBy(added, id)))).flat(),
    )
    if (owned.size !== new Set(added).size) {
      throw new Refusal(400, 'Upload the photos again: one of them was not found')
    }
    return keys.map((k) => mediaUrl(k!))
  }

  async function checkCategory(categoryId: string, q: Db | Tx = db) {
    const [c] = await q
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.categoryId, categoryId))
    if (!c) throw new Refusal(400, 'Body Type is required')
  }

  /** Where a listing's ZIP code is: its state and coordinates; an unknown one is refused. */
  async function placeOf(postalCode: string, q: Db | Tx = db) {
    const [place] = await q
      .select({
        state: postalCodes.state,
        latitude: postalCodes.latitude,
        longitude: postalCodes.longitude,
      })
      .from(postalCodes)
      .where(eq(postalCodes.zip, postalCode))
    if (!place) {
      throw new Refusal(400, 'We don’t know this ZIP code: check it for a typo', 'body.postalCode')
    }
    return place
  }

  /** A listing's columns; a dealer's car may leave the fields feeds rarely carry empty. */
  const columns = (
    input: DealerCarEdit,
    images: string[],
    place: Awaited<ReturnType<typeof placeOf>>,
  ) => ({
    name: input.carName,
    origin: input.origin ?? null,
    priceCents: input.price == null ? null : input.price * 100,
    resalePriceCents: input.resale_price * 100,
    yearsUsed: input.years_of_used ?? null,
    categoryId: input.carCategory,
    description: input.description,
    milesPerGallon: input.milespergallon ?? null,
    buyingYear: input.buyingyear ?? null,
    company: input.company,
    images,
    condition: input.condition,
    mileage: input.mileage,
    fuelType: input.fuelType ?? null,
    transmission: input.transmission ?? null,
    color: input.color ?? null,
    vin: input.vin ?? null,
    ...vehicleOfInput(input),
    trim: input.trim ?? null,
    postalCode: input.postalCode,
    city: input.city,
    ...place,
  })

  return {
    /** Lists a new car for the seller; its id. */
    async add(input: NewCar, seller: SessionUser): Promise<string> {
      const { sellerId, dealerId } = await listerOf(seller)
      await checkCategory(input.carCategory)
      const place = await placeOf(input.postalCode)
      const photos = await checkedPhotos(input, [seller.id])
      const vehicle = vehicleOfInput(input)
      return db.transaction(async (tx) => {
        await deals.hold(tx, [vehicle])
        const [row] = await tx
          .insert(cars)
          .values({
            ...columns(input, photos, place),
            priceHistory: [{ cents: input.resale_price * 100, at: new Date().toISOString() }],
            sellerId,
            dealerId,
            status: 'Active',
            isFeatured: false,
          })
          .returning({ id: cars.id })
        await uploads.attach(tx, photos.map(mediaKey) as string[], sellerId)
        await deals.rateCar(tx, row!.id, vehicle)
        await review(tx, row!.id)
        // Its comparables' new ratings commit with it (a held listing is none of theirs).
        await deals.recomputeAround(tx, [vehicle])
        // Saved searches hear of it once it is committed.
        await alerts.listed(tx, row!.id)
        return row!.id
      })
    },

    /**
     * Saves a listing's new words and numbers: a merge patch (car-patch.ts), only the fields
     * sent change, and the car it leaves is checked whole, as a new one is. A new asking price
     * joins its price history; a lower one tells everyone who saved the car (in the app, and
     * by e-mail under "alerts").
     */
    async edit(id: string, patch: CarPatch, caller: SessionUser): Promise<void> {
      const owned = await ownedCar(id, caller)
      if (owned.status !== 'Active' && owned.status !== 'Hidden') {
        throw new Refusal(409, 'Only a listing for sale can be edited')
      }
      // Checked on the car as read here, so that a bad patch is refused before any lock; a
      // dealer's car keeps its photos (car-patch.ts), so only a seller's new ones are checked.
      const first = patchedCar(owned, patch)
      const sentPhotos = patch.image !== undefined || patch.images !== undefined
      const photos =
        owned.dealerId || !sentPhotos
          ? undefined
          : await checkedPhotos(first, [owned.sellerId, caller.id], owned.images)
      await db.transaction(async (tx) => {
        await deals.hold(tx, [owned, vehicleOfInput(first)])
        // The patch is laid over the car as it is now, locked: a feed, a PUT or another edit
        // may have changed it since the read above, and the fields not sent keep their values.
        const [row] = await tx
          .select()
          .from(cars)
          .where(and(eq(cars.id, id), inArray(cars.status, ['Active', 'Hidden'])))
          .for('update')
        if (!row) return
        const input = patchedCar(row, patch)
        await checkCategory(input.carCategory, tx)
        const place = await placeOf(input.postalCode, tx)
        const images = photos ?? row.images
        const cents = input.resale_price * 100
        const vehicle = vehicleOfInput(input)
        const changed = row.resalePriceCents !== cents
        await tx
          .update(cars)
          .set({
            ...columns(input, images, place),
            ...(changed && {
              priceHistory: sql`${cars.priceHistory} || ${JSON.stringify([{ cents, at: new Date().toISOString() }])}::jsonb`,
            }),
            updatedAt: new Date(),
          })
          .where(eq(cars.id, id))
        // Photos the car already had were attached when they came; only those sent are new.
        if (photos) await uploads.attach(tx, photos.map(mediaKey) as string[], row.sellerId)
        await deals.rateCar(tx, id, vehicle)
        await review(tx, id)
        // The comparables of both its old vehicle and its new one (they may be the same).
        await deals.recomputeAround(tx, [row, vehicle])
        if (changed) await repriced(tx, id, cents)
        if (cents < row.resalePriceCents) {
          await priceCut(tx, id, input.carName, row.resalePriceCents, cents)
        }
      })
    },

    /**
     * Features the car (its seller, within their limit, only one for sale and not held for
     * review), or takes it off the featured list (its seller or an admin): featuring.ts. How
     * many cars changed (0 when it already was so).
     */
    async setFeatured(id: string, caller: SessionUser, on = true): Promise<number> {
      return featured.set(await ownedCar(id, caller), caller, on)
    },

    /** Deletes the car; how many cars went. An admin's deletion of another's car is audited. */
    async remove(id: string, caller: SessionUser): Promise<number> {
      const owned = await ownedCar(id, caller)
      if (owned.status === 'Booked') {
        throw new Refusal(
          409,
          'A buyer’s payment holds this car; it can be deleted once the sale is done or cancelled',
        )
      }
      // A sold car's bookings keep their copy of its name and price (car_id becomes null).
      return db.transaction(async (tx) => {
        await deals.hold(tx, [owned])
        // The car's row first: a test drive request (`bookable`) either committed before, and
        // is seen below, or waits and finds the car gone.
        await tx.select({ id: cars.id }).from(cars).where(eq(cars.id, id)).for('update')
        // An open test drive keeps its car (bookings are read here, never written).
        const [asked] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.carId, id), inArray(bookings.status, ['requested', 'accepted'])))
          .limit(1)
        if (asked) {
          throw new Refusal(
            409,
            'Buyers have asked to test-drive this car; answer or cancel their requests first',
          )
        }
        const deleted = await tx.delete(cars).where(eq(cars.id, id)).returning(vehicleOf)
        await deals.recomputeAround(tx, deleted)
        if (deleted.length > 0 && caller.role === 'admin' && owned.sellerId !== caller.id) {
          await audit.record(tx, caller, 'car.delete', { type: 'car', id, label: owned.name })
        }
        return deleted.length
      })
    },

    /**
     * A seller's own cars in every state, newest first; an admin's list is every car. `stock`
     * keeps the cars whose stock number holds it (a dealer's few hundred: read by the dealer's
     * index, then filtered).
     */
    async list(caller: SessionUser, { limit, offset, stock }: MyCarsQuery): Promise<Car[]> {
      const [member] = await db
        .select({ dealerId: dealerMembers.dealerId })
        .from(dealerMembers)
        .where(eq(dealerMembers.userId, caller.id))
      const dealerId = member?.dealerId ?? null
      // A dealer's people see its stock (and any car of their own from before they joined).
      const mine = dealerId
        ? or(eq(cars.dealerId, dealerId), eq(cars.sellerId, caller.id))
        : eq(cars.sellerId, caller.id)
      const holding = stock
        ? ilike(cars.stockNumber, `%${stock.replace(/[\\%_]/g, '\\$&')}%`)
        : undefined
      const rows = await carsWithSellers(db)
        .where(and(caller.role === 'admin' ? undefined : mine, holding))
        .orderBy(desc(cars.createdAt), desc(cars.id))
        .limit(limit)
        .offset(offset)
      return rows.map((r) => toWireCar(r, { ...caller, dealerId }))
    },

    /**
     * An Active car the buyer does not sell, for a test drive request in `tx`: its name,
     * price and seller. A request does not reserve it (only a held payment does).
     */
    async bookable(tx: Tx, carId: string, buyerId: string) {
      const [car] = await tx
        .select({
          name: cars.name,
          resalePriceCents: cars.resalePriceCents,
          sellerId: cars.sellerId,
          status: cars.status,
        })
        .from(cars)
        .where(eq(cars.id, carId))
        // Held until the request commits: the car cannot be deleted under it (`remove`).
        .for('share')
      if (!car) throw new Refusal(404, 'Car not found')
      if (car.sellerId === buyerId) throw new Refusal(403, 'You cannot book your own car')
      if (car.status !== 'Active') throw new Refusal(409, notForSale[car.status])
      return car
    },

    /** Whether the car is for sale now (no payment holds it, not sold or hidden). */
    async isForSale(carId: string) {
      const [car] = await db.select({ status: cars.status }).from(cars).where(eq(cars.id, carId))
      return car?.status === 'Active'
    },

    /** Each of these cars' status and VIN, for bookings shown with their car; gone cars are absent. */
    async statusesOf(carIds: string[]) {
      if (carIds.length === 0)
        return new Map<string, { status: Car['status']; vin: string | null }>()
      const rows = await db
        .select({ id: cars.id, status: cars.status, vin: cars.vin })
        .from(cars)
        .where(inArray(cars.id, carIds))
      return new Map(rows.map((r) => [r.id, { status: r.status, vin: r.vin }]))
    },

    /**
     * Reserves an Active car the buyer does not sell for their held payment, in its
     * transaction. The conditional UPDATE takes the row lock, so of many simultaneous holds
     * exactly one finds it Active.
     */
    async reserve(tx: Tx, carId: string, buyerId: string) {
      const [car] = await tx
        .update(cars)
        .set({ status: 'Booked', updatedAt: new Date() })
        .where(and(eq(cars.id, carId), eq(cars.status, 'Active'), ne(cars.sellerId, buyerId)))
        .returning({ sellerId: cars.sellerId })
      if (car) return car
      const [existing] = await tx
        .select({ sellerId: cars.sellerId, status: cars.status })
        .from(cars)
        .where(eq(cars.id, carId))
      if (!existing) throw new Refusal(404, 'Car not found')
      if (existing.sellerId === buyerId) throw new Refusal(403, 'You cannot buy your own car')
      throw new Refusal(409, notForSale[existing.status])
    },

    /**
     * The cars whose held payments were released are for sale again (or Hidden, see
     * `forSale`); each released car's seller.
     */
    async release(tx: Tx, carIds: string[]): Promise<Map<string, string>> {
      if (carIds.length === 0) return new Map()
      const released = await tx
        .update(cars)
        .set({ status: forSale(), updatedAt: new Date() })
        .where(and(inArray(cars.id, carIds), eq(cars.status, 'Booked')))
        .returning({ id: cars.id, sellerId: cars.sellerId })
      return new Map(released.map((c) => [c.id, c.sellerId]))
    },

    /** The cars whose payments were taken are sold. */
    async sell(tx: Tx, carIds: string[]) {
      if (carIds.length === 0) return
      await tx
        .update(cars)
        .set({ status: 'Sold', updatedAt: new Date() })
        .where(inArray(cars.id, carIds))
    },

    lockCarsOf,

    /**
     * A deleted seller's listings leave the marketplace: every car for sale, including those
     * whose test drives bookings.forgetSeller has just cancelled; sold cars stay on record.
     */
    async withdrawAllOf(tx: Tx, sellerId: string) {
      const mine = and(eq(cars.sellerId, sellerId), eq(cars.status, 'Active'))
      await deals.hold(tx, await tx.selectDistinct(vehicleOf).from(cars).where(mine))
      const withdrawn = await tx.delete(cars).where(mine).returning(vehicleOf)
      await deals.recomputeAround(tx, withdrawn)
    },

    /**
     * An admin hides a listing or shows it again, in `tx` (modules/moderation): while hidden
     * it leaves every public list and cannot be booked. A booked or sold car keeps its status
     * and is Hidden if it is for sale again. The car as it was, or null when there is none.
     */
    async setHidden(tx: Tx, carId: string, hidden: boolean) {
      const [car] = await tx.select().from(cars).where(eq(cars.id, carId))
      if (!car) return null
      await deals.hold(tx, [car])
      await tx
        .update(cars)
        .set({
          hidden,
          // Hiding it decides a review the checks asked for.
          ...(hidden && { review: null }),
          // (The new flag: in SET, a column is still its old value.)
          status: sql`case when ${cars.status} in ('Active', 'Hidden') then ${forSale(hidden ? sql`true` : sql`${cars.review} is not null`)} else ${cars.status} end`,
          updatedAt: new Date(),
        })
        .where(eq(cars.id, carId))
      await deals.recomputeAround(tx, [car])
      return car
    },

    /**
     * An admin publishes a listing the checks held for review, in `tx` (modules/moderation):
     * its hold ends, and an edit is not held again for the same rules. The car, or null when
     * it is not held.
     */
    async publishReviewed(tx: Tx, carId: string) {
      const [car] = await tx.select().from(cars).where(eq(cars.id, carId))
      if (!car?.review) return null
      await deals.hold(tx, [car])
      const passed = [...new Set([...car.reviewPassed, ...car.review.map((r) => r.rule)])]
      await tx
        .update(cars)
        .set({
          review: null,
          reviewPassed: passed,
          status: sql`case when ${cars.status} in ('Active', 'Hidden') then ${forSale(sql`${cars.hidden}`)} else ${cars.status} end`,
          updatedAt: new Date(),
        })
        .where(eq(cars.id, carId))
      await deals.recomputeAround(tx, [car])
      // Saved searches hear of it now that it is on sale.
      await alerts.listed(tx, carId)
      return car
    },

    /**
     * A seller is suspended or no longer (the user's row already says so, in `tx`): their
     * cars for sale become Hidden, or for sale again unless an admin hid them.
     */
    async suspendedChanged(tx: Tx, sellerId: string) {
      const theirs = and(eq(cars.sellerId, sellerId), inArray(cars.status, ['Active', 'Hidden']))
      const vehicles = await tx.selectDistinct(vehicleOf).from(cars).where(theirs)
      // The vehicles first, then the cars: the order of every listing change (`edit`).
      await deals.hold(tx, vehicles)
      await lockCarsOf(tx, sellerId)
      await tx.update(cars).set({ status: forSale(), updatedAt: new Date() }).where(theirs)
      await deals.recomputeAround(tx, vehicles)
    },

    /**
     * A dealer car's photos fetched by URL changed (modules/dealers/photos.ts), in `tx`:
     * `change` runs with the car locked (vehicles first, then the car, as every listing change
     * locks) and gives the car's photos now, the first its cover, or null for no change. The
     * car is Active once it has one and nothing else holds it back (`forSale`); the photos
     * are attached and the listing checks run again (a photo may copy another seller's).
     */
    async changePhotos(tx: Tx, carId: string, change: () => Promise<string[] | null>) {
      const [car] = await tx.select(vehicleOf).from(cars).where(eq(cars.id, carId))
      if (!car) return
      await deals.hold(tx, [car])
      const [before] = await tx
        .select({ images: cars.images, status: cars.status })
        .from(cars)
        .where(eq(cars.id, carId))
        .for('update')
      const images = await change()
      if (!before || !images || images.join('\n') === before.images.join('\n')) return
      await tx.update(cars).set({ images, updatedAt: new Date() }).where(eq(cars.id, carId))
      // A second statement: in the first one's SET, `forSale` would still read the old images.
      await tx
        .update(cars)
        .set({
          status: sql`case when ${cars.status} in ('Active', 'Hidden') then ${forSale()} else ${cars.status} end`,
        })
        .where(eq(cars.id, carId))
      await uploads.attach(
        tx,
        images.map(mediaKey).filter((k) => k !== undefined),
      )
      await review(tx, carId)
      await deals.recomputeAround(tx, [car])
      const [after] = await tx.select({ status: cars.status }).from(cars).where(eq(cars.id, carId))
      // Saved searches hear of it when its first photo puts it on sale.
      if (before.status === 'Hidden' && after?.status === 'Active') await alerts.listed(tx, carId)
    },

    /**
     * A dealer's cars by stock number (dealer-cars.ts), for modules/dealers' stock.ts: saved in
     * its transaction, withdrawn when its import leaves them out, and where each one is.
     */
    saveDealerCars: dealerStock.save,
    withdrawDealerCars: dealerStock.withdrawMissing,
    dealerCarPlace: dealerStock.placeOf,

    /** Each car's cover photo by id, for bookings shown with their car; gone cars are absent. */
    async coversOf(carIds: string[]): Promise<Map<string, string>> {
      if (carIds.length === 0) return new Map()
      const rows = await db
        .select({ id: cars.id, images: cars.images })
        .from(cars)
        .where(inArray(cars.id, carIds))
      return new Map(rows.map((r) => [r.id, r.images[0]!]))
    },
  }
}
export type InventoryService = ReturnType<typeof inventoryService>
