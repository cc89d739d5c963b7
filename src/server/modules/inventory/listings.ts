import { and, eq, inArray, sql } from 'drizzle-orm'
import type { NewCar } from '#shared/car-attributes'
import type { CarPatch } from '#shared/car-patch'
import { paths } from '#shared/paths'
import type { SessionUser } from '../../auth/guards'
import { anyRow } from '../../db/any-row'
import type { Db, Tx } from '../../db/client'
import { bookings, cars, categories, dealerMembers, postalCodes, wishlist } from '../../db/schema'
import { Refusal } from '../../errors'
import type { AlertsService } from '../alerts/service'
import type { DealsService } from '../deals/service'
import type { AuditService } from '../moderation/audit'
import type { NotificationsService } from '../notifications/service'
import type { UploadsService } from '../uploads/service'
import { patchedCar } from './car-patch'
import { carColumns } from './columns'
import type { featuring } from './featuring'
import { mediaKey, type carPhotos } from './photos'
import { vehicleOf, vehicleOfInput } from './vehicle'

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`

/** What the inventory asks of other modules, with the price hook bookings follow. */
export interface InventoryDeps {
  uploads: Pick<UploadsService, 'ownedBy' | 'attach'>
  notifications: Pick<NotificationsService, 'notify'>
  alerts: Pick<AlertsService, 'listed'>
  deals: Pick<DealsService, 'hold' | 'rateCar' | 'recomputeAround'>
  audit: Pick<AuditService, 'record'>
  /** A car's asking price changed, in the edit's transaction (bookings still to be paid follow). */
  repriced: (tx: Tx, carId: string, cents: number) => Promise<void>
}

/** A seller's own listings: add, feature, edit, delete (admins may act on any car). */
export function listings(
  db: Db,
  {
    uploads,
    notifications,
    alerts,
    deals,
    audit,
    repriced,
    featured,
    review,
    photos,
  }: InventoryDeps & {
    featured: ReturnType<typeof featuring>
    review: (tx: Tx, carId: string) => Promise<void>
    photos: Pick<ReturnType<typeof carPhotos>, 'checkedPhotos'>
  },
) {
  const { checkedPhotos } = photos

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
        link: paths.car.to(id),
      })),
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

  return {
    priceCut,

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
            ...carColumns(input, place),
            images: photos,
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
            ...carColumns(input, place),
            images,
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
        const open = inArray(bookings.status, ['requested', 'accepted'])
        if (await anyRow(tx, bookings, and(eq(bookings.carId, id), open))) {
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
  }
}
