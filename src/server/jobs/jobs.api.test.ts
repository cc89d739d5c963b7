import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/client'
import { testDatabase } from '../../../tests/support/server/database'
import { startJobs, type Jobs } from './jobs'

const log = { error() {}, warn() {} } as never
const fast = { pollSeconds: 0.5 }

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000) {
  const end = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > end) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('background jobs', () => {
  let database: Database & { url?: string }
  const running: Jobs[] = []
  const start = async (db: Database, options = {}) => {
    const jobs = await startJobs(db, log, { ...fast, ...options })
    running.push(jobs)
    return jobs
  }

  beforeEach(async () => {
    database = await testDatabase()
    await database.db.execute(sql`create table done (job text, n int)`)
  })
  afterEach(async () => {
    for (const jobs of running.splice(0)) await jobs.stop()
    await database.close()
  })

  const doneRows = async () =>
    (await database.executeSql('select job, n from done order by n')).rows as { n: number }[]

  it('enqueues a job only if its transaction commits, and runs it with its data', async () => {
    const jobs = await start(database)
    await jobs.handle<{ n: number }>('record', async ({ id, data }) => {
      await database.db.execute(sql`insert into done values (${id}, ${data.n})`)
    })
    await database.db
      .transaction(async (tx) => {
        await jobs.send('record', { n: 1 }, { tx })
        throw new Error('the change fails')
      })
      .catch(() => {})
    const committed = await database.db.transaction((tx) => jobs.send('record', { n: 2 }, { tx }))
    const rows = await until(doneRows, (r) => r.length > 0)
    expect(rows.map((r) => r.n)).toEqual([2])
    expect(
      await until(
        () => jobs.state('record', committed),
        (s) => s === 'completed',
      ),
    ).toBe('completed')
    // The rolled-back job is nowhere, a second look later too.
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect((await doneRows()).map((r) => r.n)).toEqual([2])
  })

  it('retries a job that throws, then records it as failed', async () => {
    const jobs = await start(database)
    let tries = 0
    await jobs.handle(
      'flaky',
      async () => {
        tries++
        throw new Error('the SMTP server is away')
      },
      { retryLimit: 2, retryDelaySeconds: 0 },
    )
    const id = await jobs.send('flaky', {})
    expect(
      await until(
        () => jobs.state('flaky', id),
        (s) => s === 'failed',
      ),
    ).toBe('failed')
    expect(tries).toBe(3)
  })

  it('keeps a job sent while no worker ran, and runs it after a restart', async () => {
    const before = await start(database, { work: false })
    await before.handle('record', async () => {})
    const id = await before.send('record', { n: 7 })
    await before.stop()
    running.splice(0)

    const after = await start(database)
    await after.handle<{ n: number }>('record', async ({ data }) => {
      await database.db.execute(sql`insert into done values ('after', ${data.n})`)
    })
    expect((await until(doneRows, (r) => r.length > 0)).map((r) => r.n)).toEqual([7])
    expect(
      await until(
        () => after.state('record', id),
        (s) => s === 'completed',
      ),
    ).toBe('completed')
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'runs each job once with two app processes on one PostgreSQL',
    async () => {
      const other = await openDatabase({ url: database.url! })
      try {
        const handler = (db: Database, who: string) => async (job: { data: { n: number } }) => {
          await db.db.execute(sql`insert into done values (${who}, ${job.data.n})`)
        }
        const one = await start(database)
        const two = await start(other)
        await one.handle('record', handler(database, 'one'))
        await two.handle('record', handler(other, 'two'))
        for (let n = 0; n < 40; n++) await (n % 2 ? one : two).send('record', { n })
        const rows = await until(doneRows, (r) => r.length >= 40)
        await new Promise((resolve) => setTimeout(resolve, 1000))
        const all = await doneRows()
        expect(all.map((r) => r.n)).toEqual(Array.from({ length: 40 }, (_, n) => n))
        expect(rows.length).toBe(40)
      } finally {
        for (const jobs of running.splice(0)) await jobs.stop()
        await other.close()
      }
    },
  )
})
