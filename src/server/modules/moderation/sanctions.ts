import { and, eq, isNull } from 'drizzle-orm'
import { paths } from '#shared/paths'
import type { SessionUser } from '../../auth/guards'
import type { Db, Tx } from '../../db/client'
import { sessions, users } from '../../db/schema'
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
const SELLER_SUSPENDED = 'Wheelanes suspended this seller’s account.'

export const suspendedNotice = (userId: string, note: string): NewNotification => ({
  userId,
  kind: 'account.suspended',
  title: 'Your Wheelanes account is suspended',
  body: `An admin suspended your account: you cannot sign in, and your listings are hidden. The reason: ${sentence(note)} If you think this is a mistake, write to us through the Contact page.`,
  link: paths.contact.to(),
})
export const hiddenNotice = (car: { id: string; name: string; sellerId: string }, note: string) =>
  ({
    userId: car.sellerId,
    kind: 'listing.hidden',
    title: `Your listing ${car.name} was taken down`,
    body: `An admin hid your listing from the marketplace. The reason: ${sentence(note)} Fix what is wrong and write to us through the Contact page to have it shown again.`,
    link: paths.manageCars.to(),
  }) satisfies NewNotification

interface Deps {
  inventory: Pick<InventoryService, 'setHidden' | 'suspendedChanged'>
  bookings: Pick<BookingsService, 'callOff'>
  notifications: Pick<NotificationsService, 'notify'>
  catalogue: Pick<CatalogueService, 'forget'>
  audit: AuditService
}

/**
 * An admin's moves on a person or a listing: suspending a person (and lifting it), hiding a
 * listing (and showing it again). Each is audited and tells whoever it touches.
 */
export function sanctions(db: Db, { inventory, bookings, notifications, catalogue, audit }: Deps) {
  /** Suspends a person in `tx`: no sign-in, sessions ended, listings hidden, told by e-mail. */
  async function suspendIn(tx: Tx, userId: string, note: string) {
    const person = await lockPerson(tx, userId)
    if (person.suspendedAt) throw new Refusal(409, `${person.name} is already suspended`)
    await tx
      .update(users)
      .set({ suspendedAt: new Date(), suspensionNote: note, updatedAt: new Date() })
      .where(eq(users.id, userId))
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    await inventory.suspendedChanged(tx, userId)
    await bookings.callOff(tx, { sellerId: userId }, SELLER_SUSPENDED)
    return person
  }

  /** The person's row for a change of their state (as users.remove locks it); not an admin. */
  async function lockPerson(tx: Tx, userId: string) {
    const [person] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('no key update')
    if (!person) throw new Refusal(404, 'User not found')
    if (person.role === 'admin') throw new Refusal(403, 'An admin account cannot be suspended')
    return person
  }

  return {
    suspendIn,

    /** POST /api/admin/users/{id}/suspend */
    async suspend(userId: string, note: string, admin: SessionUser) {
      if (userId === admin.id) throw new Refusal(403, 'You cannot suspend yourself')
      await db.transaction(async (tx) => {
        const person = await suspendIn(tx, userId, note)
        await audit.record(
          tx,
          admin,
          'user.suspend',
          { type: 'user', id: userId, label: person.name },
          note,
        )
        await notifications.notify(suspendedNotice(userId, note), tx)
      })
      catalogue.forget()
    },

    /** POST /api/admin/users/{id}/unsuspend: they may sign in again; their listings return. */
    async unsuspend(userId: string, note: string, admin: SessionUser) {
      await db.transaction(async (tx) => {
        const person = await lockPerson(tx, userId)
        if (!person.suspendedAt) throw new Refusal(409, `${person.name} is not suspended`)
        await tx
          .update(users)
          .set({ suspendedAt: null, suspensionNote: null, updatedAt: new Date() })
          .where(eq(users.id, userId))
        await inventory.suspendedChanged(tx, userId)
        await audit.record(
          tx,
          admin,
          'user.unsuspend',
          { type: 'user', id: userId, label: person.name },
          note,
        )
        await notifications.notify(
          {
            userId,
            kind: 'account.restored',
            title: 'Your Wheelanes account is active again',
            body: `An admin lifted the suspension of your account: you can sign in, and your listings are back on the marketplace.${note ? ` ${sentence(note)}` : ''}`,
            link: paths.login.to(),
          },
          tx,
        )
      })
      catalogue.forget()
    },

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
