import { paths } from '#shared/paths'
import type { SessionUser } from '../../auth/guards'
import type { Db } from '../../db/client'
import { Refusal } from '../../errors'
import type { BookingsService } from '../bookings/service'
import type { CatalogueService } from '../catalogue/service'
import type { InventoryService } from '../inventory/service'
import type { NewNotification, NotificationsService } from '../notifications/service'
import type { AuditService } from './audit'
import { uuid } from './report-targets'

/** An admin's note as a sentence of a longer text: it ends with a stop. */
export const sentence = (note: string) => (/[.!?…]["”’)]?$/.test(note) ? note : `${note}.`)

/** What the buyers of a listing taken off the marketplace are told. */
export const LISTING_HIDDEN = 'Wheelanes took this listing down while we check it.'
export const hiddenNotice = (car: { id: string; name: string; sellerId: string }, note: string) =>
  ({
    userId: car.sellerId,
    kind: 'listing.hidden',
    title: `Your listing ${car.name} was taken down`,
    body: `An admin hid your listing from the marketplace. The reason: ${sentence(note)} Fix what is wrong and write to us through the Contact page to have it shown again.`,
    link: paths.manageCars.to(),
  }) satisfies NewNotification

/**
 * What an admin's sanction (here, and users/suspension.ts) stands on besides the listings: it
 * calls off test drives, tells the person, is audited and clears the catalogue's short cache.
 */
export interface SanctionDeps {
  bookings: Pick<BookingsService, 'callOff'>
  notifications: Pick<NotificationsService, 'notify'>
  catalogue: Pick<CatalogueService, 'forget'>
  audit: AuditService
}

interface Deps extends SanctionDeps {
  inventory: Pick<InventoryService, 'setHidden'>
}

/**
 * An admin's move on a listing: hiding it, and showing it again. Audited, and the seller is told.
 * (Suspending a person is the users module's: users/suspension.ts.)
 */
export function sanctions(db: Db, { inventory, bookings, notifications, catalogue, audit }: Deps) {
  return {
    /** PATCH /api/admin/cars/{id}: hides a listing, or shows it again; the seller is told. */
    async setHidden(carId: string, hidden: boolean, note: string, admin: SessionUser) {
      if (hidden && !note) throw new Refusal(400, 'Write a note: the seller is told why')
      if (!uuid.test(carId)) throw new Refusal(404, 'Car not found')
      await db.transaction(async (tx) => {
        const car = await inventory.setHidden(tx, carId, hidden)
        if (!car) throw new Refusal(404, 'Car not found')
        if (car.hidden === hidden) {
          throw new Refusal(
            409,
            hidden ? 'This listing is hidden already' : 'This listing is not hidden',
          )
        }
        if (hidden) await bookings.callOff(tx, { carId }, LISTING_HIDDEN)
        const target = { type: 'car' as const, id: carId, label: car.name }
        await audit.record(tx, admin, hidden ? 'car.hide' : 'car.unhide', target, note)
        await notifications.notify(
          hidden
            ? hiddenNotice(car, note)
            : {
                userId: car.sellerId,
                kind: 'listing.restored',
                title: `Your listing ${car.name} is back`,
                body: `An admin has shown your listing on the marketplace again.${note ? ` ${sentence(note)}` : ''}`,
                link: paths.car.to(carId),
              },
          tx,
        )
      })
      catalogue.forget()
    },
  }
}
