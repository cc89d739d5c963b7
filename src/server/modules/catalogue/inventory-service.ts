import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Car } from '../../../shared/cars'
import type { NewCar } from '../../../shared/car-attributes'
import { mediaUrl } from '../../../shared/images'
import type { SessionUser } from '../../auth/guards'
import type { Db } from '../../db/client'
import { cars, categories, uploads, users } from '../../db/schema'
import type { ListWindow } from '../../../shared/lists'
import { carColumns, toWireCar } from './service'

export type Outcome<T> =
  { ok: true; value: T } | { ok: false; status: 400 | 403 | 404 | 409; message: string }
const fail = (status: 400 | 403 | 404 | 409, message: string) => ({
  ok: false as const,
  status,
  message,
})

const mediaKey = (url: string) => /^\/media\/([A-Za-z0-9_-]+)\/\d+\.webp$/.exec(url)?.[1]

/** A seller's own listings: add, feature, edit, delete. Admins may act on any car. */
export function inventoryService(db: Db) {
  /** The car if this caller may change it: ownership is part of the query, not a later check. */
  async function ownedCar(id: string, caller: SessionUser) {
    const [car] = await db.select().from(cars).where(eq(cars.id, id))
    if (!car) return fail(404, 'Car not found')
    if (caller.role !== 'admin' && car.sellerId !== caller.id) {
      return fail(403, 'You can only change your own cars')
    }
    return { ok: true as const, value: car }
  }

  /** Photo URLs must be this seller's own uploads; the first is the cover. */
  async function checkPhotos(input: NewCar, ownerId: string): Promise<Outcome<string[]>> {
    const urls = [...new Set([input.image, ...(input.images ?? [])])]
    const keys = urls.map(mediaKey)
    if (keys.some((k) => !k)) return fail(400, 'Photo is required')
    const found = await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(inArray(uploads.key, keys as string[]), eq(uploads.ownerId, ownerId)))
    if (found.length !== keys.length)
      return fail(400, 'Upload the photos again: one of them was not found')
    return { ok: true, value: keys.map((k) => mediaUrl(k!)) }
  }

  async function checkCategory(categoryId: string) {
    const [c] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.categoryId, categoryId))
    return Boolean(c)
  }

  const columns = (input: NewCar, images: string[]) => ({
    name: input.carName,
    origin: input.origin,
    priceCents: input.price * 100,
    resalePriceCents: input.resale_price * 100,
    yearsUsed: input.years_of_used,
    categoryId: input.carCategory,
    description: input.description,
    milesPerGallon: input.milespergallon,
    buyingYear: input.buyingyear,
    company: input.company,
    images,
    condition: input.condition,
    mileage: input.mileage,
    fuelType: input.fuelType ?? null,
    transmission: input.transmission ?? null,
    color: input.color ?? null,
    vin: input.vin ?? null,
  })

  return {
    async add(input: NewCar, seller: SessionUser): Promise<Outcome<string>> {
      if (!(await checkCategory(input.carCategory))) return fail(400, 'Body Type is required')
      const photos = await checkPhotos(input, seller.id)
      if (!photos.ok) return photos
      const [row] = await db
        .insert(cars)
        .values({
          ...columns(input, photos.value),
          sellerId: seller.id,
          status: 'Active',
          isFeatured: false,
        })
        .returning({ id: cars.id })
      return { ok: true, value: row!.id }
    },

    async edit(id: string, input: NewCar, caller: SessionUser): Promise<Outcome<null>> {
      const owned = await ownedCar(id, caller)
      if (!owned.ok) return owned
      if (owned.value.status !== 'Active') return fail(409, 'Only an Active listing can be edited')
      if (!(await checkCategory(input.carCategory))) return fail(400, 'Body Type is required')
      const photos = await checkPhotos(input, owned.value.sellerId)
      if (!photos.ok) return photos
      await db
        .update(cars)
        .set({ ...columns(input, photos.value), updatedAt: new Date() })
        .where(and(eq(cars.id, id), eq(cars.status, 'Active')))
      return { ok: true, value: null }
    },

    async setFeatured(id: string, caller: SessionUser): Promise<Outcome<number>> {
      const owned = await ownedCar(id, caller)
      if (!owned.ok) return owned
      const changed = await db
        .update(cars)
        .set({ isFeatured: true, updatedAt: new Date() })
        .where(and(eq(cars.id, id), eq(cars.isFeatured, false)))
        .returning({ id: cars.id })
      return { ok: true, value: changed.length }
    },

    async remove(id: string, caller: SessionUser): Promise<Outcome<number>> {
      const owned = await ownedCar(id, caller)
      if (!owned.ok) return owned
      if (owned.value.status === 'Booked') {
        return fail(409, 'This car is booked; it can be deleted once the buyer pays or cancels')
      }
      // A sold car's bookings keep their copy of its name and price (car_id becomes null).
      const deleted = await db.delete(cars).where(eq(cars.id, id)).returning({ id: cars.id })
      return { ok: true, value: deleted.length }
    },

    /** A seller's own cars in every state, newest first; an admin's list is every car. */
    async list(caller: SessionUser, { limit, offset }: ListWindow): Promise<Car[]> {
      const query = db.select(carColumns).from(cars).innerJoin(users, eq(users.id, cars.sellerId))
      const rows = await (
        caller.role === 'admin' ? query : query.where(eq(cars.sellerId, caller.id))
      )
        .orderBy(desc(cars.createdAt), desc(cars.id))
        .limit(limit)
        .offset(offset)
      return rows.map((r) => toWireCar(r, true))
    },
  }
}
export type InventoryService = ReturnType<typeof inventoryService>
