import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { ListedUser, Role } from '#shared/accounts'
import { DEFAULT_LIST_LIMIT, type ListWindow } from '#shared/lists'
import type { AdminUser } from '#shared/moderation'
import type { Db } from '../../db/client'
import { accounts, sessions, users } from '../../db/schema'
import type { BookingsService } from '../bookings/service'
import type { DealerLeaving } from '../dealers/leaving'
import type { InventoryService } from '../inventory/service'
import type { MessagesService } from '../messages/service'
import type { AlertsService } from '../alerts/service'
import type { CatalogueService } from '../catalogue/service'
import type { NewsletterService } from '../newsletter/service'
import type { NotificationsService } from '../notifications/service'
import type { WishlistService } from '../wishlist/service'
import type { AuditService } from '../moderation/audit'
import type { SessionUser } from '../../auth/guards'

import type { LeadsService } from '../leads/service'
import { lockPerson } from './person-lock'
import { suspension } from './suspension'

interface Deps {
  inventory: InventoryService
  bookings: BookingsService
  wishlist: WishlistService
  messages: MessagesService
  alerts: AlertsService
  newsletter: NewsletterService
  notifications: NotificationsService
  audit: AuditService
  /** A deleted buyer's leads keep the action, not who they were. */
  leads: Pick<LeadsService, 'forgetBuyer'>
  dealers: DealerLeaving
  /** A suspension hides the person's listings: the catalogue's short cache forgets them. */
  catalogue: Pick<CatalogueService, 'forget'>
}

export function usersService(
  db: Db,
  {
    inventory,
    bookings,
    wishlist,
    messages,
    alerts,
    newsletter,
    notifications,
    audit,
    leads,
    dealers,
    catalogue,
  }: Deps,
) {
  return {
    ...suspension(db, { inventory, bookings, notifications, catalogue, audit }),

    async roleOf(email: string): Promise<Role | null> {
      const [row] = await db
        .select({ role: users.role })
        .from(users)
        .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt)))
      return row?.role ?? null
    },

    /** People of one role, oldest account first (index users_by_role). */
    async list(
      role: Role,
      { limit, offset }: ListWindow = { limit: DEFAULT_LIST_LIMIT, offset: 0 },
    ): Promise<ListedUser[]> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.role, role), isNull(users.deletedAt)))
        .orderBy(asc(users.createdAt), asc(users.email))
        .limit(limit)
        .offset(offset)
      return rows.map((u) => ({
        _id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        createdAt: u.createdAt.toISOString(),
      }))
    },

    /** GET /api/admin/users: everyone (but the deleted), newest first; by name or e-mail. */
    async people(
      { q, role, state }: { q: string; role?: Role; state?: 'suspended' | 'active' },
      { limit, offset }: ListWindow,
    ): Promise<AdminUser[]> {
      const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`
      // Written out: drizzle leaves a one-table query's columns unqualified.
      const listings = sql<number>`(select count(*)::int from cars c where c.seller_id = users.id and c.status in ('Active', 'Hidden'))`
      const rows = await db
        .select({ user: users, listings })
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            q ? or(ilike(users.name, like), ilike(users.email, like)) : undefined,
            role ? eq(users.role, role) : undefined,
            state === 'suspended' ? isNotNull(users.suspendedAt) : undefined,
            state === 'active' ? isNull(users.suspendedAt) : undefined,
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset)
      return rows.map(({ user: u, listings }) => ({
        _id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        emailVerified: u.emailVerified,
        suspendedAt: u.suspendedAt?.toISOString() ?? null,
        suspensionNote: u.suspensionNote,
        createdAt: u.createdAt.toISOString(),
        listings,
      }))
    },

    /**
     * Deleting a person (by an admin, or by themselves) ends their sessions and sign-in methods
     * at once, takes their unsold listings off the marketplace (inventory.withdrawAllOf),
     * takes them out of their dealer (an owner's deletion closes it: modules/dealers/leaving.ts),
     * cancels their unpaid bookings and forgets what is only theirs (saved cars, notifications,
     * the newsletter). The row itself stays (renamed address, `deleted_at` set), so records that
     * point at it, such as paid bookings and sold cars, remain intact, without the person's
     * address or phone; the address is freed for a new sign-up. Answers the person's name.
     * An admin's deletion goes to the audit log.
     */
    async remove(id: string, admin?: SessionUser): Promise<string> {
      return db.transaction(async (tx) => {
        const target = await lockPerson(tx, id, 'An admin account cannot be deleted here')
        const deletedAddress = `deleted-${id}@deleted.invalid`
        // Before the cars are locked: the dealer's stock lock, then its cars, as imports lock.
        // Its cars are withdrawn before withdrawAllOf below, so they are kept, not deleted.
        await dealers.personDeleted(tx, id)
        // Bookings and cars first: a payment holding one of these bookings finishes (and its
        // receipt takes its key-share lock on this person) before the row is renamed below.
        await inventory.lockCarsOf(tx, id)
        const tell = [
          ...(await bookings.forgetBuyer(tx, id)),
          ...(await bookings.forgetSeller(tx, id)),
        ]
        // After forgetSeller: the cars its cancelled test drives released go too.
        await inventory.withdrawAllOf(tx, id)
        await tx.delete(sessions).where(eq(sessions.userId, id))
        await tx.delete(accounts).where(eq(accounts.userId, id))
        // Renaming the address waits for transactions notifying this person (they hold a key
        // share of the row); from then on nobody can notify them (notify skips the deleted).
        await tx
          .update(users)
          .set({ deletedAt: new Date(), email: deletedAddress, updatedAt: new Date() })
          .where(eq(users.id, id))
        await wishlist.forgetAllOf(tx, id)
        await messages.forgetAllOf(tx, id)
        await leads.forgetBuyer(tx, id)
        await alerts.forgetAllOf(tx, id)
        await notifications.forgetAllOf(tx, id)
        await newsletter.unsubscribe(target.email, tx)
        if (admin) {
          await audit.record(tx, admin, 'user.delete', { type: 'user', id, label: target.name })
        }
        // Last: a notification's lock is held to the commit.
        await notifications.notify(tell, tx)
        return target.name
      })
    },
  }
}
export type UsersService = ReturnType<typeof usersService>
