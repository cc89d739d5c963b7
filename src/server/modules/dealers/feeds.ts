import { Readable } from 'node:stream'
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Feed, ImportReport, ImportRun } from '#shared/dealer-import'
import type { Db } from '../../db/client'
import { dealerFeeds, dealerImports } from '../../db/schema'
import { Refusal } from '../../errors'
import type { Jobs } from '../../jobs/jobs'
import type { ImportService } from './import'
import { safeFetch } from './safe-fetch'

/** The job that runs the feeds that are due. */
export const FEED_RUNS = 'dealers.feeds.run'
/** Feeds one job runs at most; the rest wait for the next (a minute later at most). */
const FEEDS_PER_RUN = 20
/** Feeds a dealer may have: a few providers, not a crawler. */
const FEEDS_PER_DEALER = 5

export interface FeedFetchLimits {
  allowPrivateUrls: boolean
  maxBytes: number
  timeoutMs: number
}

export const importRunOf = (r: typeof dealerImports.$inferSelect): ImportRun => ({
  _id: r.id,
  status: r.status,
  dryRun: r.dryRun,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  report: (r.report as ImportReport | null) ?? null,
  error: r.error,
})

/**
 * Inventory feeds (docs/api.md "Dealers"): a file a dealer's provider publishes at a URL, imported
 * as the whole stock every `everyMinutes`. A job runs the feeds that are due: at once when a
 * feed is added, then every minute (pg-boss's cron, once across processes). Each feed is
 * claimed by moving its next run on, in a transaction that skips feeds another process holds,
 * so two processes never run one feed twice. The file is fetched through the SSRF guard
 * (safe-fetch.ts); a fetch that fails changes nothing and is recorded with why.
 */
export async function feedsModule(
  db: Db,
  deps: { imports: ImportService; jobs: Jobs; limits: FeedFetchLimits; log: FastifyBaseLogger },
) {
  const { imports, jobs, limits, log } = deps

  /** The next due feed, claimed: its next run moved on by its period. Null when none is due. */
  async function claimDue() {
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(dealerFeeds)
        .where(lte(dealerFeeds.nextRunAt, sql`now()`))
        .orderBy(asc(dealerFeeds.nextRunAt))
        .limit(1)
        .for('update', { skipLocked: true })
      if (!due) return null
      await tx
        .update(dealerFeeds)
        .set({ nextRunAt: sql`now() + make_interval(mins => ${due.everyMinutes})` })
        .where(eq(dealerFeeds.id, due.id))
      return due
    })
  }

  async function runFeed(feed: typeof dealerFeeds.$inferSelect) {
    let body: Buffer
    try {
      body = (
        await safeFetch(feed.url, {
          allowPrivate: limits.allowPrivateUrls,
          maxBytes: limits.maxBytes,
          timeoutMs: limits.timeoutMs,
          accept: feed.format === 'csv' ? 'text/csv, text/plain' : 'application/xml, text/xml',
        })
      ).body
    } catch (err) {
      const why = err instanceof Error ? err.message : 'unknown error'
      await imports.recordFailure(feed.dealerId, feed.id, `The feed could not be fetched: ${why}`)
      return
    }
    try {
      await imports.run(feed.dealerId, Readable.from([body]), feed.format, {
        dryRun: false,
        feedId: feed.id,
      })
    } catch (err) {
      // Another import of the dealer runs: this run did not start, and says so.
      if (err instanceof Refusal && err.statusCode === 409) {
        await imports.recordFailure(feed.dealerId, feed.id, err.message)
        return
      }
      // The run is recorded as failed with why; a file that cannot be read is the feed's fault.
      if (!(err instanceof Refusal)) log.error({ err, feedId: feed.id }, 'dealer feed: run failed')
    }
  }

  async function runDue() {
    for (let n = 0; n < FEEDS_PER_RUN; n++) {
      const feed = await claimDue()
      if (!feed) return
      await runFeed(feed)
    }
  }

  await jobs.handle(FEED_RUNS, runDue)
  await jobs.every(FEED_RUNS, '* * * * *')

  return {
    runDue,

    async add(dealerId: string, feed: { url: string; format: 'csv' | 'xml'; every: number }) {
      return db.transaction(async (tx) => {
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(dealerFeeds)
          .where(eq(dealerFeeds.dealerId, dealerId))
        if (n >= FEEDS_PER_DEALER) {
          throw new Refusal(409, `A dealer can have ${FEEDS_PER_DEALER} feeds: remove one first`)
        }
        const [row] = await tx
          .insert(dealerFeeds)
          .values({ dealerId, url: feed.url, format: feed.format, everyMinutes: feed.every })
          .returning({ id: dealerFeeds.id })
        // Its first run is due now: the job runs it as soon as this commits.
        await jobs.send(FEED_RUNS, {}, { tx })
        return row!.id
      })
    },

    /** The dealer's feeds, oldest first, each with its last run. */
    async list(dealerId: string): Promise<Feed[]> {
      const feeds = await db
        .select()
        .from(dealerFeeds)
        .where(eq(dealerFeeds.dealerId, dealerId))
        .orderBy(asc(dealerFeeds.createdAt), asc(dealerFeeds.id))
      if (feeds.length === 0) return []
      const runs = await db
        .selectDistinctOn([dealerImports.feedId])
        .from(dealerImports)
        .where(
          and(
            inArray(
              dealerImports.feedId,
              feeds.map((f) => f.id),
            ),
          ),
        )
        .orderBy(dealerImports.feedId, desc(dealerImports.startedAt))
      const last = new Map(runs.map((r) => [r.feedId, importRunOf(r)]))
      return feeds.map((f) => ({
        _id: f.id,
        url: f.url,
        format: f.format,
        everyMinutes: f.everyMinutes,
        nextRunAt: f.nextRunAt.toISOString(),
        createdAt: f.createdAt.toISOString(),
        lastRun: last.get(f.id) ?? null,
      }))
    },

    /** Removes the dealer's feed (its runs stay on record); 404 when it has none such. */
    async remove(dealerId: string, feedId: string) {
      const gone = await db
        .delete(dealerFeeds)
        .where(and(eq(dealerFeeds.dealerId, dealerId), eq(dealerFeeds.id, feedId)))
        .returning({ id: dealerFeeds.id })
      if (gone.length === 0) throw new Refusal(404, 'No such feed')
    },
  }
}
export type FeedsModule = Awaited<ReturnType<typeof feedsModule>>
