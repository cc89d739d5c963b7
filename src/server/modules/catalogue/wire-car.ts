import { eq, getTableColumns } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { Car } from '#shared/cars'
import { DEAL_SCOPES, dealLabel, type DealScope } from '#shared/deals'
import type { SessionUser } from '../../auth/guards'
import type { Db } from '../../db/client'
import { cars, dealers, users } from '../../db/schema'

// Every column but the search vector, which only the database needs.
const { search: _search, ...listedColumns } = getTableColumns(cars)
const carColumns = {
  car: listedColumns,
  sellerName: users.name,
  sellerEmail: users.email,
  ratingSum: users.ratingSum,
  ratingCount: users.ratingCount,
  dealerName: dealers.name,
  dealerVerifiedAt: dealers.verifiedAt,
}
type CarRow = {
  car: Omit<typeof cars.$inferSelect, 'search'>
  sellerName: string
  sellerEmail: string
  ratingSum: number
  ratingCount: number
  /** The dealer whose stock it is (modules/dealers); null for a private seller's car. */
  dealerName: string | null
  dealerVerifiedAt: Date | null
}

/** A rating as shown: the average to one decimal, from the published reviews' kept sums. */
export const toRating = (sum: number, count: number) => ({
  average: count ? Math.round((sum / count) * 10) / 10 : null,
  count,
})

/**
 * Cars joined with their sellers (and dealers), as `toWireCar` reads them, and any `extra`
 * columns.
 */
export const carsWithSellers = <Extra extends SelectedFields = Record<never, never>>(
  db: Db,
  extra?: Extra,
) =>
  db
    .select({ ...carColumns, ...(extra as Extra) })
    .from(cars)
    .innerJoin(users, eq(users.id, cars.sellerId))
    .leftJoin(dealers, eq(dealers.id, cars.dealerId))

const toDollars = (cents: number) => Math.round(cents / 100)
const dealScope = (scope: string | null): DealScope =>
  DEAL_SCOPES.find((s) => s === scope) ?? 'model'

/**
 * Who asks for a car: a signed-in person (with the dealer they work for, where the asker knows
 * it), or nobody (a visitor, a list the same for all).
 */
export type Viewer =
  (Pick<SessionUser, 'id' | 'role'> & { dealerId?: string | null }) | null | undefined

/**
 * Whether this viewer may read the seller's e-mail on this car (docs/api.md "Trust and safety"):
 * its seller, the members of its dealer, and admins. Everyone else writes to the seller through
 * messages.
 */
export function maySeeSellerEmail(
  viewer: Viewer,
  car: { sellerId: string; dealerId?: string | null },
): boolean {
  if (!viewer) return false
  if (viewer.role === 'admin' || viewer.id === car.sellerId) return true
  return Boolean(car.dealerId) && viewer.dealerId === car.dealerId
}

/**
 * The one place a database car becomes a wire car (docs/api.md's names, whole dollars), as `viewer`
 * may see it (`maySeeSellerEmail`); lists the same for everyone pass none.
 */
export function toWireCar(
  { car, sellerName, sellerEmail, ratingSum, ratingCount, dealerName, dealerVerifiedAt }: CarRow,
  viewer: Viewer,
): Car {
  return {
    _id: car.id,
    carName: car.name,
    origin: car.origin,
    price: car.priceCents == null ? null : toDollars(car.priceCents),
    resale_price: toDollars(car.resalePriceCents),
    years_of_used: car.yearsUsed,
    carCategory: car.categoryId,
    description: car.description,
    milespergallon: car.milesPerGallon,
    buyingyear: car.buyingYear,
    company: car.company,
    // A dealer's car may wait for its photos (fetched by URL): Hidden until one arrives.
    image: car.images[0] ?? '',
    images: car.images,
    condition: car.condition,
    mileage: car.mileage,
    fuelType: car.fuelType,
    transmission: car.transmission,
    drivetrain: car.drivetrain,
    seats: car.seats,
    color: car.color,
    vin: car.vin,
    make: car.make,
    model: car.model,
    modelYear: car.modelYear,
    trim: car.trim,
    postalCode: car.postalCode,
    city: car.city,
    state: car.state,
    priceHistory: car.priceHistory.map((p) => ({ price: toDollars(p.cents), at: p.at })),
    dealRating:
      car.dealExpectedCents === null
        ? null
        : {
            label: dealLabel(car.resalePriceCents, car.dealExpectedCents),
            expectedPrice: toDollars(car.dealExpectedCents),
            comparables: car.dealComparables,
            // Written with every rating (modules/deals); 'model' for one from before scopes.
            scope: dealScope(car.dealScope),
          },
    ...(maySeeSellerEmail(viewer, car) && {
      seller: sellerEmail,
      // Why the checks hold it (modules/trust): for the same few as the e-mail.
      review: car.review ? { reasons: car.review } : null,
    }),
    sellerName,
    sellerId: car.sellerId,
    sellerRating: toRating(ratingSum, ratingCount),
    dealer:
      car.dealerId && dealerName !== null
        ? { _id: car.dealerId, name: dealerName, verified: dealerVerifiedAt !== null }
        : null,
    stockNumber: car.stockNumber,
    status: car.status,
    // Featured means on the home page's FEATURED CARS: only while the car is for sale (a
    // booking that ends puts it back there).
    isFeatured: car.isFeatured && car.status === 'Active',
    createdAt: car.createdAt.toISOString(),
  }
}
