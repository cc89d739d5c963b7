import { verifyPassword } from 'better-auth/crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { AccountExport } from '#shared/account-export'
import type { Account, AccountPatch, EmailKind } from '#shared/accounts'
import { intendLink } from '../../auth/auth'
import type { SessionUser } from '../../auth/guards'
import type { Db } from '../../db/client'
import { accounts, users } from '../../db/schema'
import { Refusal } from '../../errors'
import type { AlertsService } from '../alerts/service'
import type { ReviewsService } from '../bookings/reviews'
import type { BookingsService } from '../bookings/service'
import type { InventoryService } from '../inventory/service'
import { readUnsubscribeToken } from '../mail/unsubscribe'
import type { NewsletterService } from '../newsletter/service'
import type { NotificationsService } from '../notifications/service'
import type { ProfileService } from '../users/profile'
import type { UsersService } from '../users/service'
import type { WishlistService } from '../wishlist/service'
import { exportedRecords } from './account-export'

interface Deps {
  users: UsersService
  /** The person's own name and e-mail wishes are written by the users module. */
  profile: Pick<ProfileService, 'rename' | 'setEmailWanted'>
  inventory: InventoryService
  bookings: BookingsService
  wishlist: WishlistService
  alerts: AlertsService
  reviews: ReviewsService
  newsletter: NewsletterService
  notifications: NotificationsService
  secret: string
}

/** The whole of a list, for the data export (no page limit). */
const everything = { limit: 1_000_000, offset: 0 }

/** A person's name is kept whole (as sign-up joins it); its first word is the first name. */
function splitName(name: string) {
  const [first = '', ...rest] = name.trim().split(/\s+/)
  return { firstName: first, lastName: rest.join(' ') }
}

/** The signed-in person's own account: profile, e-mail preferences, export, deletion. */
export function accountService(db: Db, deps: Deps) {
  const { users: people, profile, newsletter } = deps

  async function methodsOf(userId: string) {
    const rows = await db
      .select({ providerId: accounts.providerId, password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, userId))
    return {
      hasPassword: rows.some((r) => r.providerId === 'credential' && r.password),
      hasGoogle: rows.some((r) => r.providerId === 'google'),
    }
  }

  async function passwordHash(userId: string) {
    const [row] = await db
      .select({ hash: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    return row?.hash ?? null
  }

  async function get(userId: string): Promise<Account> {
    const [u] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    if (!u) throw new Refusal(404, 'User not found')
    return {
      user: {
        _id: u.id,
        ...splitName(u.name),
        name: u.name,
        email: u.email,
        emailVerified: u.emailVerified,
        role: u.role,
        createdAt: u.createdAt.toISOString(),
        ...(await methodsOf(u.id)),
      },
      notifications: {
        bookings: u.emailBookings,
        messages: u.emailMessages,
        alerts: u.emailAlerts,
        newsletter: await newsletter.isSubscribed(u.email),
      },
    }
  }

  /** Whether `password` is the person's; false for an account without one. */
  async function checkPassword(userId: string, password: string) {
    const hash = await passwordHash(userId)
    return hash !== null && verifyPassword({ hash, password })
  }

  /** Refuses with 400 unless `password` is the person's. */
  async function confirmPassword(userId: string, password: string) {
    if (!(await checkPassword(userId, password))) {
      throw new Refusal(400, 'That password is not right')
    }
  }

  async function setWanted(userId: string, email: string, kind: EmailKind, wanted: boolean) {
    if (kind === 'newsletter') {
      if (wanted) await newsletter.subscribe(email)
      else await newsletter.unsubscribe(email)
      return
    }
    await profile.setEmailWanted(userId, kind, wanted)
  }

  return {
    get,

    async update(userId: string, patch: AccountPatch): Promise<Account> {
      const current = await get(userId)
      if (patch.firstName !== undefined || patch.lastName !== undefined) {
        const firstName = patch.firstName ?? current.user.firstName
        const lastName = patch.lastName ?? current.user.lastName
        await profile.rename(userId, `${firstName} ${lastName}`.trim())
      }
      for (const [kind, wanted] of Object.entries(patch.notifications ?? {})) {
        if (wanted !== undefined) {
          await setWanted(userId, current.user.email, kind as EmailKind, wanted)
        }
      }
      return get(userId)
    },

    /**
     * Everything we hold about the person, as one JSON document (docs/api.md "Trust and safety"):
     * their own records whole, and of others only what the app showed them.
     */
    async export(me: SessionUser): Promise<AccountExport> {
      const account = await get(me.id)
      const records = await exportedRecords(db, me.id)
      return {
        exportedAt: new Date().toISOString(),
        account: account.user,
        emailPreferences: account.notifications,
        cars: me.role === 'seller' ? await deps.inventory.list(me, everything) : [],
        bookings: await deps.bookings.listMine(me.id, everything),
        offers: records.offers,
        conversations: records.conversations,
        savedSearches: await deps.alerts.list(me),
        savedCars: await deps.wishlist.list(me.id),
        notifications: await deps.notifications.all(me.id),
        reviews: await deps.reviews.writtenBy(me.id),
        reviewsAbout: await deps.reviews.about(me.id, everything.limit),
        reports: records.reports,
        blocks: records.blocks,
      }
    },

    confirmPassword,

    /**
     * Marks that this person, having given their password, started the Google flow with this
     * `state`: auth.ts lets that flow's link through once, within LINK_INTENT_MINUTES.
     */
    intendGoogleLink: (userId: string, state: string) => intendLink(db, userId, state),

    /** Deletes the account (users.remove says what goes); the route has checked the password. */
    remove: (userId: string) => people.remove(userId),

    /** The one-click link of an e-mail: turns that kind of e-mail off; the kind. */
    async unsubscribe(token: string) {
      const named = readUnsubscribeToken(deps.secret, token)
      const [u] = named
        ? await db
            .select({ email: users.email })
            .from(users)
            .where(and(eq(users.id, named.userId), isNull(users.deletedAt)))
        : []
      if (!named || !u) throw new Refusal(400, 'This unsubscribe link is not valid')
      await setWanted(named.userId, u.email, named.kind, false)
      return named.kind
    },
  }
}
export type AccountService = ReturnType<typeof accountService>
