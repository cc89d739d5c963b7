import { eq } from 'drizzle-orm'
import { paths } from '#shared/paths'
import type { SessionUser } from '../../auth/guards'
import type { Db, Tx } from '../../db/client'
import { sessions, users } from '../../db/schema'
import { Refusal } from '../../errors'
import type { InventoryService } from '../inventory/service'
import { sentence, type SanctionDeps } from '../moderation/sanctions'
import type { NewNotification } from '../notifications/service'
import { lockPerson } from './person-lock'

/** What the buyers of a suspended seller's test drives are told. */
const SELLER_SUSPENDED = 'Wheelanes suspended this seller’s account.'

const suspendedNotice = (userId: string, note: string): NewNotification => ({
  userId,
  kind: 'account.suspended',
  title: 'Your Wheelanes account is suspended',
  body: `An admin suspended your account: you cannot sign in, and your listings are hidden. The reason: ${sentence(note)} If you think this is a mistake, write to us through the Contact page.`,
  link: paths.contact.to(),
})

interface Deps extends SanctionDeps {
  inventory: Pick<InventoryService, 'suspendedChanged'>
}

/**
 * Suspending a person and lifting it (docs/api.md "Operating the marketplace"): a suspended
 * person cannot sign in (auth.ts), their sessions end at once, their listings are hidden
 * (inventory's `Hidden` status) and their buyers' test drives are called off. Each is audited
 * and tells the person.
 */
export function suspension(db: Db, { inventory, bookings, notifications, catalogue, audit }: Deps) {
  const lockSuspended = (tx: Tx, userId: string) =>
    lockPerson(tx, userId, 'An admin account cannot be suspended')

  /**
   * Suspends a person in `tx`, unaudited: the caller records why (an admin's suspension, or a
   * report resolved by one). Answers their name and what they are to be told, for the caller
   * to send last in its transaction.
   */
  async function suspendIn(tx: Tx, userId: string, note: string) {
    const person = await lockSuspended(tx, userId)
    if (person.suspendedAt) throw new Refusal(409, `${person.name} is already suspended`)
    await tx
      .update(users)
      .set({ suspendedAt: new Date(), suspensionNote: note, updatedAt: new Date() })
      .where(eq(users.id, userId))
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    await inventory.suspendedChanged(tx, userId)
    await bookings.callOff(tx, { sellerId: userId }, SELLER_SUSPENDED)
    return { name: person.name, notice: suspendedNotice(userId, note) }
  }

  return {
    suspendIn,

    /** POST /api/admin/users/{id}/suspend */
    async suspend(userId: string, note: string, admin: SessionUser) {
      if (userId === admin.id) throw new Refusal(403, 'You cannot suspend yourself')
      await db.transaction(async (tx) => {
        const { name, notice } = await suspendIn(tx, userId, note)
        await audit.record(
          tx,
          admin,
          'user.suspend',
          { type: 'user', id: userId, label: name },
          note,
        )
        await notifications.notify(notice, tx)
      })
      catalogue.forget()
    },

    /** POST /api/admin/users/{id}/unsuspend: they may sign in again; their listings return. */
    async unsuspend(userId: string, note: string, admin: SessionUser) {
      await db.transaction(async (tx) => {
        const person = await lockSuspended(tx, userId)
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
  }
}
