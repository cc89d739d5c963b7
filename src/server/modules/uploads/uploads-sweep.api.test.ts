import { access } from 'node:fs/promises'
import path from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { IMAGE_WIDTHS } from '#shared/images'
import { uploads } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { bearerCalls } from '../../../../tests/support/server/inject'
import { runJobOnce } from '../../../../tests/support/server/jobs'
import { buildCar, buildCategory, civicListing } from '../../../../tests/support/server/builders'
import { brokenInvariants } from '../../../../tests/support/server/invariants'
import { noisyJpeg, png, postUpload } from '../../../../tests/support/server/images'
import { logIn, signUp } from '../../../../tests/support/server/sessions'
import { UPLOADS_SWEEP } from './service'

let t: Awaited<ReturnType<typeof testApp>>
let calls = 0

beforeAll(async () => {
  // Small quotas, so a test reaches them in a few uploads.
  t = await testApp({
    env: { UPLOADS_PER_DAY: '5', UPLOADS_UNATTACHED_MAX: '3', JOB_POLL_INTERVAL: '500ms' },
  })
  await buildCategory(t.db, { categoryId: 'sedan', bodyType: 'Sedan' })
})
afterAll(() => t.close())

async function seller(email: string) {
  await signUp(t.app, { email, role: 'seller' })
  return (await logIn(t.app, email, 'secret123')).token
}

// The uploads come from 10.9.x.y, the other calls from 10.19.x.y: each from an address of its own.
const send = bearerCalls(() => t.app, 19)

const upload = (token: string, data: Buffer) =>
  postUpload(t.app, data, { token, from: `10.9.${(++calls >> 8) & 255}.${calls & 255}` })
const uploaded = async (token: string, data?: Buffer) => {
  const res = await upload(token, data ?? (await png()))
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.url as string
}
const keyOf = (url: string) => url.split('/')[2]!

const listCar = (token: string, photos: string[]) =>
  send('POST', '/api/allcars', token, civicListing(photos[0]!, { images: photos }))

/** As if these photos had been uploaded a day and an hour ago. */
const ageByADay = (urls: string[]) =>
  t.db
    .update(uploads)
    .set({ createdAt: sql`${uploads.createdAt} - interval '25 hours'` })
    .where(inArray(uploads.key, urls.map(keyOf)))

/** Runs the sweep once through the app's job worker, as its hourly schedule would. */
const runSweep = (until: () => Promise<boolean>) => runJobOnce(t.database, UPLOADS_SWEEP, until)

const served = async (url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { accept: 'image/avif,image/webp' } }))
    .statusCode
const recorded = async (url: string) =>
  (
    await t.db
      .select()
      .from(uploads)
      .where(inArray(uploads.key, [keyOf(url)]))
  ).length > 0

describe('the sweep of photos no listing took', () => {
  it('deletes a day-old unused photo with every file; keeps listed and fresh ones', async () => {
    const token = await seller('sweep-seller@example.com')
    // Photo-like detail, so an AVIF copy is made (and kept) beside the WebP files.
    const noisy = await noisyJpeg(800, 600)
    const unused = await uploaded(token, noisy)
    const used = await uploaded(token)
    const fresh = await uploaded(token)
    await vi.waitFor(() => access(path.join(t.mediaDir, keyOf(unused), '240.avif')), {
      timeout: 30_000,
      interval: 200,
    })
    const listed = await listCar(token, [used])
    expect(listed.statusCode, listed.body).toBe(201)
    // On a listing, but not marked attached (a way of saving listings that forgot to).
    const named = await uploaded(token)
    await ageByADay([unused, used, named])
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, keyOf(named)))
    await buildCar(t.db, { sellerId: row!.ownerId, categoryId: 'sedan', images: [named] })
    const unattach = (attachedAt: Date | null) =>
      t.db
        .update(uploads)
        .set({ attachedAt })
        .where(eq(uploads.key, keyOf(named)))
    await unattach(null)

    // The row goes first, then the files (the folder, one file after another).
    const folderGone = () =>
      access(path.join(t.mediaDir, keyOf(unused))).then(
        () => false,
        () => true,
      )
    await runSweep(async () => !(await recorded(unused)) && (await folderGone()))

    // Every width and format of the unused photo is gone.
    for (const width of IMAGE_WIDTHS) {
      expect(await served(unused.replace('800', String(width)))).toBe(404)
    }
    // The listing's photo, a day old too, the one uploaded just now, and the one a listing
    // names though it was never marked attached stay.
    for (const kept of [used, fresh, named]) {
      expect(await recorded(kept)).toBe(true)
      expect(await served(kept)).toBe(200)
    }
    const mine = (await send('GET', '/api/allcars', token)).json()
    expect(mine.map((c: { images: string[] }) => c.images[0]).sort()).toEqual([used, named].sort())
    // A form left open for a day names the deleted photo: the seller is asked for it again.
    const late = await listCar(token, [unused])
    expect(late.statusCode).toBe(400)
    expect(late.json().message).toMatch(/Upload the photos again/)
    await unattach(new Date())
    expect(await brokenInvariants(t.db, t.mediaDir)).toEqual({})
  }, 60_000)
})

describe('the uploads quota', () => {
  it('refuses (429) photos beyond those on no listing at once, then beyond a day’s', async () => {
    const token = await seller('quota-seller@example.com')
    const first = [await uploaded(token), await uploaded(token), await uploaded(token)]
    const extra = await upload(token, await png())
    expect(extra.statusCode).toBe(429)
    expect(extra.json()).toEqual({
      success: false,
      message:
        'You have 3 photos on no listing yet (at most 3). Save a listing with them first; photos left on no listing are deleted after 24 hours.',
    })

    // A listing takes them: two more fit, then the day's five are used up.
    expect((await listCar(token, first)).statusCode).toBe(201)
    const later = [await uploaded(token), await uploaded(token)]
    const sixth = await upload(token, await png())
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json().message).toBe(
      'You have uploaded 5 photos in the last 24 hours, the most for one day. You can upload more in 24 hours.',
    )
    // Nothing of the refused photos was stored.
    const mine = await t.db
      .select({ key: uploads.key })
      .from(uploads)
      .innerJoin(sql`users u`, sql`u.id = ${uploads.ownerId}`)
      .where(sql`u.email = 'quota-seller@example.com'`)
    expect(mine.map((u) => u.key).sort()).toEqual([...first, ...later].map(keyOf).sort())

    // A day later the quota is free again (and another person's never counted).
    await ageByADay([...first, ...later])
    expect((await upload(token, await png())).statusCode).toBe(201)
    expect((await upload(await seller('quota-other@example.com'), await png())).statusCode).toBe(
      201,
    )
  }, 60_000)
})
