import { sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import PgBoss from 'pg-boss'
import type { Database, Db, Tx } from '../db/client'

/** What a job is told: its data, and how many times it has been tried before. */
export interface JobRun<T> {
  id: string
  data: T
}

export interface QueueOptions {
  /** Tries after the first failure (default 5), `retryDelay` s apart, doubling each time. */
  retryLimit?: number
  retryDelaySeconds?: number
  /** A try that runs longer than this is failed and retried (default 5 minutes). */
  expireInSeconds?: number
}

/**
 * How often a worker asks for new jobs when it found none. After a job it asks again at once
 * (`notifyWorker` below), so a full queue drains at the handlers' speed. Tests ask more often.
 */
const POLL_SECONDS = 2

/**
 * Runs one SQL text with `$n` parameters inside a drizzle transaction, as pg-boss asks of its
 * `db` option: that is how a job is enqueued in the same transaction as the change causing it.
 */
function inTransaction(tx: Db | Tx): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/)
      const query = sql.join(
        // pg-boss leaves unset options `undefined`; a drizzle chunk of `undefined` is no chunk.
        parts.map((part, i): SQL =>
          i % 2 ? sql`${values[Number(part) - 1] ?? null}` : sql.raw(part),
        ),
      )
      const result = await tx.execute(query)
      return { rows: (result as unknown as { rows: unknown[] }).rows }
    },
  }
}

/**
 * Background jobs on the application's own database (pg-boss 10; docs/architecture.md): PostgreSQL
 * or PGlite, through the same connection the app uses. A job sent with `tx` is enqueued only if
 * that transaction commits; it is retried with backoff, survives a restart, and on one
 * PostgreSQL several processes share the work without running a job twice (SKIP LOCKED).
 */
export async function startJobs(
  database: Database,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
  { pollSeconds = POLL_SECONDS, work = true }: { pollSeconds?: number; work?: boolean } = {},
) {
  let stopped = false
  const boss = new PgBoss({
    // A job still running when `stop` gave up waiting may report its end after the database
    // closed: that report is never answered (the job is tried again once it expires). Neither
    // thrown into pg-boss, where nothing would catch it, nor answered with no rows, which its
    // `complete` and `fail` read as a broken answer (an unhandled rejection failed a CI run).
    db: {
      executeSql: (text, values) =>
        stopped ? new Promise<never>(() => {}) : database.executeSql(text, values),
    },
    // Finished jobs are kept a week for the record, then deleted by pg-boss's maintenance.
    deleteAfterDays: 7,
    supervise: work,
    schedule: work,
  })
  boss.on('error', (err) => log.error({ err }, 'jobs: %s', err.message))
  await boss.start()
  const queues = new Set<string>()

  // Queues are created when a feature declares its handler, at start-up, never while sending:
  // on PGlite a send inside a transaction holds the one connection, so any other query would
  // wait for that transaction to end and the transaction for it.
  async function declare(name: string, options: QueueOptions = {}) {
    await boss.createQueue(name, {
      name,
      retryLimit: options.retryLimit ?? 5,
      retryDelay: options.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: options.expireInSeconds ?? 300,
    })
    queues.add(name)
  }

  return {
    /**
     * Handles `name`'s jobs one at a time; a handler that throws has its job retried, then
     * recorded as failed. Without workers (`work: false`) jobs are only enqueued.
     */
    async handle<T extends object>(
      name: string,
      handler: (job: JobRun<T>) => Promise<void>,
      options: QueueOptions = {},
    ) {
      await declare(name, options)
      if (!work) return
      // pg-boss waits out the polling interval after every fetch, even one that found a job;
      // without this a queue of 1,000 mails would take 1,000 intervals.
      const worker: { id?: string } = {}
      worker.id = await boss.work<T>(
        name,
        { pollingIntervalSeconds: pollSeconds },
        async ([job]) => {
          if (!job) return
          try {
            await handler({ id: job.id, data: job.data })
          } catch (err) {
            log.warn({ err, job: name, id: job.id }, 'job failed (it will be retried if it may)')
            throw err
          } finally {
            if (worker.id) boss.notifyWorker(worker.id)
          }
        },
      )
    },

    /** Enqueues a job; with `tx`, only if that transaction commits. Returns the job's id. */
    async send<T extends object>(
      name: string,
      data: T,
      { tx, startAfter }: { tx?: Db | Tx; startAfter?: Date } = {},
    ): Promise<string> {
      if (!queues.has(name)) throw new Error(`no handler for the job ${name}`)
      const id = await boss.send(name, data, {
        ...(tx ? { db: inTransaction(tx) } : {}),
        ...(startAfter ? { startAfter } : {}),
      })
      if (!id) throw new Error(`job ${name} was not enqueued`)
      return id
    },

    /** Enqueues one job per item of `data` in one statement; with `tx`, only if it commits. */
    async sendMany<T extends object>(name: string, data: T[], { tx }: { tx?: Db | Tx } = {}) {
      if (!queues.has(name)) throw new Error(`no handler for the job ${name}`)
      if (data.length === 0) return
      await boss.insert(
        data.map((d) => ({ name, data: d })),
        tx ? { db: inTransaction(tx) } : {},
      )
    },

    /** Runs `name`'s handler on a cron schedule (UTC), once across every process. */
    async every(name: string, cron: string) {
      if (!queues.has(name)) throw new Error(`no handler for the job ${name}`)
      await boss.schedule(name, cron, {}, { tz: 'UTC' })
    },

    /** `run` as `name`'s handler, on a cron schedule (UTC): a sweep, once across every process. */
    async scheduled(name: string, cron: string, run: () => Promise<unknown>) {
      await this.handle(name, async () => {
        await run()
      })
      await this.every(name, cron)
    },

    /** A job's state, for tests and the admin: created, retry, active, completed, failed. */
    async state(name: string, id: string) {
      return (await boss.getJobById(name, id))?.state ?? null
    },

    /** Stops taking jobs and waits (up to 10 s) for the ones running. */
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false })
      stopped = true
    },
  }
}
export type Jobs = Awaited<ReturnType<typeof startJobs>>
