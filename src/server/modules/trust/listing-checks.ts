import { and, count, eq, exists, inArray, isNotNull, max, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { anyRow } from '../../db/any-row'
import type { Tx } from '../../db/client'
import { cars, photoBands, uploads, vinReadings } from '../../db/schema'
import { reviewReasons, type ReviewReason } from './listing-rules'
import { NEAR_COPY_BITS } from './photo-hash'
import { contactDetails, paymentWords } from './words'

const mediaKey = (url: string) => /^\/media\/([A-Za-z0-9_-]+)\//.exec(url)?.[1]

/**
 * The listing checks on a published or changed listing (docs/api.md "Trust and safety"), in the
 * transaction that writes it, after its deal rating is current: the facts listing-rules.ts
 * judges, read with one indexed query each. Owns `vin_readings`: each check records the
 * listing's mileage under its VIN, so a later listing cannot roll it back, even once this
 * one is gone.
 */
export async function checkListing(tx: Tx, carId: string): Promise<ReviewReason[]> {
  const [car] = await tx
    .select({
      vin: cars.vin,
      mileage: cars.mileage,
      priceCents: cars.resalePriceCents,
      expectedCents: cars.dealExpectedCents,
      images: cars.images,
      description: cars.description,
      sellerId: cars.sellerId,
      passed: cars.reviewPassed,
    })
    .from(cars)
    .where(eq(cars.id, carId))
  if (!car) return []

  let vinLiveElsewhere = false
  let earlierMileage: number | null = null
  if (car.vin) {
    vinLiveElsewhere = await anyRow(
      tx,
      cars,
      and(
        eq(cars.vin, car.vin),
        ne(cars.sellerId, car.sellerId),
        inArray(cars.status, ['Active', 'Booked']),
      ),
    )
    const [earlier] = await tx
      .select({ mileage: max(vinReadings.mileage) })
      .from(vinReadings)
      .where(and(eq(vinReadings.vin, car.vin), ne(vinReadings.carId, carId)))
    earlierMileage = earlier?.mileage ?? null
    await tx
      .insert(vinReadings)
      .values({ vin: car.vin, mileage: car.mileage, carId, sellerId: car.sellerId })
  }

  const keys = car.images.map(mediaKey).filter((k): k is string => Boolean(k))
  // Each of its photos near another seller's attached photo: candidates share a band (the GIN
  // index), then the exact distance (photo-hash.ts).
  // Its photos near another seller's listed photo: the photos sharing one of its bands, read
  // and measured in one index (photo_bands_lookup), an index-only scan.
  // (Aliased, so its columns are named in full inside the subquery: both have a `dhash`.)
  const mine = alias(uploads, 'mine')
  const [copies] = keys.length
    ? await tx
        .select({ n: count() })
        .from(mine)
        .where(
          and(
            inArray(mine.key, keys),
            isNotNull(mine.dhash),
            exists(
              tx
                .select({ one: sql`1` })
                .from(photoBands)
                .where(
                  and(
                    sql`${photoBands.band} = any(${mine.dhashBands})`,
                    ne(photoBands.ownerId, car.sellerId),
                    sql`bit_count((${photoBands.dhash} # ${mine.dhash})::bit(64)) <= ${NEAR_COPY_BITS}`,
                  ),
                ),
            ),
          ),
        )
    : [{ n: 0 }]

  return reviewReasons(
    {
      vin: car.vin,
      vinLiveElsewhere,
      mileage: car.mileage,
      earlierMileage,
      priceCents: car.priceCents,
      expectedCents: car.expectedCents,
      copiedPhotos: copies?.n ?? 0,
      descriptionFindings: [
        ...new Set([...contactDetails(car.description), ...paymentWords(car.description)]),
      ],
    },
    car.passed,
  )
}
