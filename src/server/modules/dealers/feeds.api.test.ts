import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Feed } from '#shared/dealer-import'
import { cars, dealerFeeds, dealerImports } from '../../db/schema'
import { dealerMadeBy } from '../../../../tests/support/server/dealer-team'
import {
  appForFile,
  forTheFile,
  invariantsHoldAfterEach,
} from '../../../../tests/support/server/file-app'
import { localServer } from '../../../../tests/support/server/local-server'
import { stockCategories } from '../../../../tests/support/server/stock-categories'
import { jobSender } from '../../../../tests/support/server/jobs'
import { signedInConfirmed } from '../../../../tests/support/server/sessions'
import { FEED_RUNS } from './feeds'

/**
 * Inventory feeds (docs/api.md "Dealers"): a file served over HTTP (a local server on 127.0.0.1,
 * with IMPORT_ALLOW_PRIVATE_URLS) imported on its schedule as the dealer's whole stock, the
 * last run's report listed, a fetch that fails changing nothing and saying why.
 */
const t = appForFile({ env: { IMPORT_ALLOW_PRIVATE_URLS: 'true', JOB_POLL_INTERVAL: '500ms' } })
let owner: { token: string }
let dealerId: string
let served: Record<string, string> = {}
/** The dealer's feed host: the files of `served` by path. */
const feedHost = forTheFile(() =>
  localServer((req, res) => {
    const body = served[req.url ?? '']
    if (body === undefined) {
      res.writeHead(404).end('not here')
      return
    }
    res.writeHead(200, { 'content-type': 'text/csv' }).end(body)
  }),
)

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${owner.token}` } })
const feeds = async () => {
  const res = await send('GET', `/api/dealers/${dealerId}/feeds`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as Feed[]
}
const runsOf = async (feedId: string) =>
  t.db.select().from(dealerImports).where(eq(dealerImports.feedId, feedId))
const stock = () =>
  t.db
    .select({ stockNumber: cars.stockNumber, withdrawn: cars.withdrawn })
    .from(cars)
    .where(eq(cars.dealerId, dealerId))
    .orderBy(cars.stockNumber)
/** The feed job, sent as its every-minute schedule sends it (the app's worker runs it). */
async function tick() {
  const jobs = await jobSender(t.database, FEED_RUNS)
  await jobs.send()
  await jobs.stop()
}

beforeAll(async () => {
  await stockCategories(t.db)
  owner = await signedInConfirmed(t, 'feed-owner@example.com')
  dealerId = await dealerMadeBy(t.app, owner.token, 'Feed Motors')
  const csv = await readFile(
    path.resolve(__dirname, '../../../../tests/support/fixtures/dealer-stock.csv'),
  )
  served = { '/stock.csv': csv.toString('utf8') }
})
invariantsHoldAfterEach(t)

describe('dealer feeds', () => {
  it('refuses a schedule outside 15 minutes to 24 hours, and an address that is not http(s)', async () => {
    for (const every of ['5m', '25h', 'hourly']) {
      const res = await send('POST', `/api/dealers/${dealerId}/feeds`, {
        url: `${feedHost.url}/stock.csv`,
        format: 'csv',
        every,
      })
      expect(res.statusCode, every).toBe(400)
    }
    const ftp = await send('POST', `/api/dealers/${dealerId}/feeds`, {
      url: 'ftp://127.0.0.1/stock.csv',
      format: 'csv',
      every: '1h',
    })
    expect(ftp.statusCode).toBe(400)
    expect(await feeds()).toEqual([])
  })

  it('runs a new feed at once, lists its report, runs again only when due, and withdraws what the file dropped', async () => {
    const made = await send('POST', `/api/dealers/${dealerId}/feeds`, {
      url: `${feedHost.url}/stock.csv`,
      format: 'csv',
      every: '1h',
    })
    expect(made.statusCode, made.body).toBe(201)
    const feedId = made.json()._id as string
    await expect.poll(async () => (await feeds())[0]?.lastRun?.status).toBe('done')
    const [feed] = await feeds()
    expect(feed).toMatchObject({ everyMinutes: 60, format: 'csv' })
    expect(feed!.lastRun!.report).toMatchObject({ created: 3, withdrawn: 0, refused: [] })
    expect((await stock()).map((c) => c.stockNumber)).toEqual(['A100', 'A101', 'A102'])

    // Not due for an hour: the schedule's next tick runs nothing.
    await tick()
    await new Promise((done) => setTimeout(done, 1_500))
    expect(await runsOf(feedId)).toHaveLength(1)

    // An hour later (moved back, not waited for) the provider's file has dropped the Ford.
    served['/stock.csv'] = served['/stock.csv']!.split('\n')
      .filter((l) => !l.startsWith('A102'))
      .join('\n')
    await t.db
      .update(dealerFeeds)
      .set({ nextRunAt: new Date(Date.now() - 1000) })
      .where(eq(dealerFeeds.id, feedId))
    await tick()
    await expect.poll(async () => (await runsOf(feedId)).length).toBe(2)
    await expect.poll(async () => (await feeds())[0]?.lastRun?.status).toBe('done')
    expect((await feeds())[0]!.lastRun!.report).toMatchObject({ unchanged: 2, withdrawn: 1 })
    expect((await stock()).find((c) => c.stockNumber === 'A102')).toMatchObject({ withdrawn: true })
    expect(new Date((await feeds())[0]!.nextRunAt).getTime()).toBeGreaterThan(
      Date.now() + 50 * 60_000,
    )

    const removed = await send('DELETE', `/api/dealers/${dealerId}/feeds/${feedId}`)
    expect(removed.statusCode).toBe(200)
    expect(await feeds()).toEqual([])
    // Its runs stay on record, no longer tied to it.
    expect(await runsOf(feedId)).toHaveLength(0)
    expect(
      (await t.db.select().from(dealerImports).where(eq(dealerImports.dealerId, dealerId))).length,
    ).toBeGreaterThanOrEqual(2)
  })

  it('records a fetch that fails, with why, and changes nothing', async () => {
    const before = await stock()
    const made = await send('POST', `/api/dealers/${dealerId}/feeds`, {
      url: `${feedHost.url}/gone.csv`,
      format: 'csv',
      every: '30m',
    })
    expect(made.statusCode, made.body).toBe(201)
    await expect.poll(async () => (await feeds())[0]?.lastRun?.status).toBe('failed')
    const [feed] = await feeds()
    expect(feed!.lastRun!.error).toMatch(/could not be fetched.*404/)
    expect(await stock()).toEqual(before)
    await send('DELETE', `/api/dealers/${dealerId}/feeds/${made.json()._id}`)
  })
})
