import { eq, sql } from 'drizzle-orm'
import type { DealerCarEdit } from '#shared/dealer-cars'
import { mediaUrl } from '#shared/images'
import type { Tx } from '../../db/client'
import { cars } from '../../db/schema'
import { Refusal } from '../../errors'
import type { AlertsService } from '../alerts/service'
import type { DealsService } from '../deals/service'
import type { UploadsService } from '../uploads/service'
import { forSale } from './for-sale'
import { vehicleOf } from './vehicle'

export const mediaKey = (url: string) => /^\/media\/([A-Za-z0-9_-]+)\/\d+\.webp$/.exec(url)?.[1]

/** A car's photos: those a seller sends checked as theirs, and a dealer car's fetched ones. */
export function carPhotos({
  uploads,
  deals,
  alerts,
  review,
}: {
  uploads: Pick<UploadsService, 'ownedBy' | 'attach'>
  deals: Pick<DealsService, 'hold' | 'recomputeAround'>
  alerts: Pick<AlertsService, 'listed'>
  review: (tx: Tx, carId: string) => Promise<void>
}) {
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

  return {
    checkedPhotos,

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
  }
}
