import { and, asc, count, desc, eq, isNull, ne } from 'drizzle-orm'
import { paths } from '#shared/paths'
import {
  MAX_SAVED_SEARCHES,
  searchOf,
  type NewSavedSearch,
  type SavedSearch,
} from '#shared/saved-searches'
import type { SessionUser } from '../../auth/guards'
import type { Db, Tx } from '../../db/client'
import { cars, savedSearches, savedSearchMatches } from '../../db/schema'
import { Refusal } from '../../errors'
import type { Jobs } from '../../jobs/jobs'
import type { CatalogueService } from '../catalogue/service'
import type { NotificationsService } from '../notifications/service'

const MATCH = 'alerts.match'
const DIGEST = 'alerts.digest'

/** The query string kept: the search's own parameters, without its page. */
function kept(query: string) {
  const params = new URLSearchParams(query.replace(/^\?/, ''))
  for (const key of ['page', 'pageSize']) params.delete(key)
  params.sort()
  return params.toString()
}

const toWire = (s: typeof savedSearches.$inferSelect): SavedSearch => ({
  _id: s.id,
  name: s.name,
  query: s.query,
  frequency: s.frequency,
  createdAt: s.createdAt.toISOString(),
})

/**
 * A search's name in quotes, once: a name the search page made from a text search begins with
 * its own (“suv”, under $30,000) and keeps them as they are.
 */
const quoted = (name: string) => (/^[“"]/.test(name) ? name : `“${name}”`)

/**
 * Saved searches and their alerts (docs/api.md "Finding the right car"): a new listing is checked
 * against every saved search (a job, enqueued in the listing's transaction); a match is
 * recorded once per search and car, told at once for an "instant" search, or in the next
 * daily digest (08:00 UTC) for a "daily" one.
 */
export async function alertsService(
  db: Db,
  {
    catalogue,
    notifications,
    jobs,
  }: { catalogue: CatalogueService; notifications: NotificationsService; jobs: Jobs },
) {
  /** Records the car as a match of each saved search it answers; tells the instant ones. */
  async function match({ carId }: { carId: string }) {
    const [car] = await db
      .select({ name: cars.name, sellerId: cars.sellerId })
      .from(cars)
      .where(and(eq(cars.id, carId), eq(cars.status, 'Active')))
    if (!car) return
    // Everyone's but the seller's own: one query per saved search (docs/decisions/0071-saved-searches-and-new-listing-alerts.md).
    const searches = await db
      .select()
      .from(savedSearches)
      .where(ne(savedSearches.userId, car.sellerId))
    for (const saved of searches) {
      const search = searchOf(saved.query)
      if (!search.success || !(await catalogue.matches(carId, search.data))) continue
      await db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(savedSearchMatches)
          .values({
            savedSearchId: saved.id,
            carId,
            notifiedAt: saved.frequency === 'instant' ? new Date() : null,
          })
          .onConflictDoNothing()
          .returning()
        if (!fresh || saved.frequency !== 'instant') return
        await notifications.notify(
          {
            userId: saved.userId,
            kind: 'alert.match',
            title: `New for ${quoted(saved.name)}: ${car.name}`,
            body: `A ${car.name} was just listed that matches your saved search.`,
            link: paths.car.to(carId),
          },
          tx,
        )
      })
    }
  }

  /** The daily searches' news since their last digest: one notification per search. */
  async function digest() {
    const due = await db
      .selectDistinct({ id: savedSearchMatches.savedSearchId })
      .from(savedSearchMatches)
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
      .where(and(isNull(savedSearchMatches.notifiedAt), eq(savedSearches.frequency, 'daily')))
    for (const { id } of due) {
      await db.transaction(async (tx) => {
        const news = await tx
          .update(savedSearchMatches)
          .set({ notifiedAt: new Date() })
          .where(
            and(eq(savedSearchMatches.savedSearchId, id), isNull(savedSearchMatches.notifiedAt)),
          )
          .returning({ carId: savedSearchMatches.carId })
        const [saved] = await tx.select().from(savedSearches).where(eq(savedSearches.id, id))
        if (!saved || news.length === 0) return
        const cars = news.length === 1 ? '1 new car' : `${news.length} new cars`
        await notifications.notify(
          {
            userId: saved.userId,
            kind: 'alert.match',
            title: `${cars} for ${quoted(saved.name)}`,
            body: 'Listed since the last digest, and matching your saved search.',
            link: paths.search.to(saved.query),
          },
          tx,
        )
      })
    }
  }

  await jobs.handle(MATCH, ({ data }) => match(data as { carId: string }))
  await jobs.handle(DIGEST, digest)
  await jobs.every(DIGEST, '0 8 * * *')

  return {
    /** A new listing, in its transaction: checked against the saved searches once it commits. */
    async listed(tx: Tx, carId: string) {
      await jobs.send(MATCH, { carId }, { tx })
    },

    /** For tests and the admin: the daily digest now. */
    digest,

    async save(input: NewSavedSearch, me: SessionUser): Promise<string> {
      const [mine] = await db
        .select({ n: count() })
        .from(savedSearches)
        .where(eq(savedSearches.userId, me.id))
      if ((mine?.n ?? 0) >= MAX_SAVED_SEARCHES) {
        throw new Refusal(
          409,
          `You can save up to ${MAX_SAVED_SEARCHES} searches: delete one first`,
        )
      }
      const near = searchOf(input.query).data?.near
      if (near && !(await catalogue.knowsPlace(near))) {
        throw new Refusal(400, 'We don’t know this ZIP code: check it for a typo', 'body.query')
      }
      const [row] = await db
        .insert(savedSearches)
        .values({
          userId: me.id,
          name: input.name,
          query: kept(input.query),
          frequency: input.frequency,
        })
        .returning({ id: savedSearches.id })
      return row!.id
    },

    async list(me: SessionUser): Promise<SavedSearch[]> {
      const rows = await db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, me.id))
        .orderBy(desc(savedSearches.createdAt), asc(savedSearches.id))
      return rows.map(toWire)
    },

    /** Deletes one of the caller's saved searches; anyone else's is not found. */
    async remove(id: string, me: SessionUser) {
      const gone = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, me.id)))
        .returning({ id: savedSearches.id })
      if (gone.length === 0) throw new Refusal(404, 'Saved search not found')
    },

    /** A person's account is being deleted (in `tx`): their saved searches go. */
    async forgetAllOf(tx: Tx, userId: string) {
      await tx.delete(savedSearches).where(eq(savedSearches.userId, userId))
    },
  }
}
export type AlertsService = Awaited<ReturnType<typeof alertsService>>
