import type { Db } from '../../db/client'
import { dealerCars } from './dealer-cars'
import { featuring, type FeaturedLimits } from './featuring'
import { forSale } from './for-sale'
import { carHolds } from './holds'
import { listings, type InventoryDeps } from './listings'
import { carPhotos } from './photos'
import { carReads } from './reads'
import { carSales } from './sales'

/**
 * A seller's own listings: add, feature, edit, delete (admins may act on any car), and the car
 * side of what other modules do to cars inside their own transactions: a booking reserves,
 * releases and sells a car; deleting a seller withdraws their listings. Each part is its own
 * file: listings.ts, photos.ts, reads.ts, sales.ts, holds.ts (review, hiding, suspension),
 * featuring.ts and dealer-cars.ts.
 */
export function inventoryService(
  db: Db,
  deps: InventoryDeps & {
    /** config.featured (these are its defaults). */
    featuredLimits?: FeaturedLimits
  },
) {
  const { featuredLimits = { perSeller: 2, perDealer: 10 }, ...services } = deps
  const { uploads, notifications, alerts, deals, audit, repriced } = services
  const featured = featuring(db, audit, featuredLimits)
  const { review, ...holds } = carHolds({ notifications, deals, alerts })
  const photos = carPhotos({ uploads, deals, alerts, review })
  const { priceCut, ...own } = listings(db, { ...services, featured, review, photos })
  const dealerStock = dealerCars(db, { deals, review, repriced, forSale, priceCut })

  return {
    ...own,
    ...carReads(db),
    ...carSales(db, { deals }),
    ...holds,
    changePhotos: photos.changePhotos,

    /**
     * A dealer's cars by stock number (dealer-cars.ts), for modules/dealers' stock.ts: saved in
     * its transaction, withdrawn when its import leaves them out, and where each one is.
     */
    saveDealerCars: dealerStock.save,
    withdrawDealerCars: dealerStock.withdrawMissing,
    dealerCarPlace: dealerStock.placeOf,
  }
}
export type InventoryService = ReturnType<typeof inventoryService>
