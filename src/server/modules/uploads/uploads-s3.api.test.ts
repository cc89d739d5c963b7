import { existsSync } from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { inArray, sql } from 'drizzle-orm'
import { IMAGE_WIDTHS } from '#shared/images'
import { uploads } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { jobSender } from '../../../../tests/support/server/jobs'
import { noisyJpeg, png, postUpload } from '../../../../tests/support/server/images'
import { startS3Server, type S3Server } from '../../../../tests/support/server/s3-server'
import { logIn, signUp } from '../../../../tests/support/server/sessions'
import { s3Storage } from '../../storage/s3'
import { UPLOADS_SWEEP } from './service'

let s3: S3Server
let t: Awaited<ReturnType<typeof testApp>>
let seller: string

beforeAll(async () => {
  s3 = await startS3Server()
  t = await testApp({ env: { ...s3.env, JOB_POLL_INTERVAL: '500ms' } })
  await signUp(t.app, { email: 'up-s3-seller@example.com', role: 'seller' })
  seller = (await logIn(t.app, 'up-s3-seller@example.com', 'secret123')).token
})
afterAll(async () => {
  await t?.close()
  await s3?.close()
})

describe('photos with STORAGE=s3', () => {
  it('keeps an upload in the bucket and serves it at /media as from the disk', async () => {
    // Photo-like detail, where AVIF is clearly smaller than WebP.
    const res = await postUpload(t.app, await noisyJpeg(), { token: seller })
    expect(res.statusCode).toBe(201)
    const url: string = res.json().data.url
    expect(url).toMatch(/^\/media\/[\w-]+\/800\.webp$/)
    const key = url.split('/')[2]!

    for (const width of IMAGE_WIDTHS) {
      const file = await t.app.inject({ method: 'GET', url: url.replace('800', String(width)) })
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('image/webp')
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(file.headers.vary).toMatch(/accept/i)
      expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length)
      expect((await sharp(file.rawPayload).metadata()).width).toBe(width)
    }
    // Nothing on this machine's disk.
    expect(existsSync(t.mediaDir)).toBe(false)

    // A cache that asks again with the ETag it has is told it is still good.
    const first = await t.app.inject({ method: 'GET', url })
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)

    // The AVIF copy lands in the bucket too, and goes to browsers that take it.
    const bucket = await s3Storage(s3.options)
    await vi.waitFor(
      async () => {
        if (!(await bucket.has(key, '800.avif'))) throw new Error('no AVIF yet')
      },
      { timeout: 60_000, interval: 200 },
    )
    bucket.close()
    const avif = await t.app.inject({ method: 'GET', url, headers: { accept: 'image/avif,*/*' } })
    expect(avif.statusCode).toBe(200)
    expect(avif.headers['content-type']).toBe('image/avif')
    expect(avif.rawPayload.length).toBeLessThan(first.rawPayload.length)
  }, 90_000)

  it('makes the thumbnail width of a photo stored before it, in the bucket', async () => {
    const bucket = await s3Storage(s3.options)
    const key = 'old-photo-without-240'
    for (const width of [400, 800, 1200]) {
      const file = await sharp({
        create: { width, height: (width * 3) / 4, channels: 3, background: '#5b7fa6' },
      })
        .webp()
        .toBuffer()
      await bucket.put(key, `${width}.webp`, file)
    }
    const res = await t.app.inject({ method: 'GET', url: `/media/${key}/240.webp` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect((await sharp(res.rawPayload).metadata()).width).toBe(240)
    expect(await bucket.has(key, '240.webp')).toBe(true)
    bucket.close()
  })

  it('answers 404 for a photo that is not in the bucket or a name it never stores', async () => {
    for (const url of [
      '/media/nothing-here/800.webp',
      '/media/nothing-here/800.png',
      '/media/..%2Fpglite/800.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'image/avif' } })
      expect(res.statusCode, url).toBe(404)
      expect(res.json().message, url).toMatch(/^Not found/)
    }
  })

  it('sweeps a day-old photo that no listing took out of the bucket', async () => {
    const res = await postUpload(t.app, await png(), { token: seller, type: 'image/png' })
    expect(res.statusCode).toBe(201)
    const url: string = res.json().data.url
    const key = url.split('/')[2]!
    await t.db
      .update(uploads)
      .set({ createdAt: sql`${uploads.createdAt} - interval '25 hours'` })
      .where(inArray(uploads.key, [key]))

    const bucket = await s3Storage(s3.options)
    const jobs = await jobSender(t.database, UPLOADS_SWEEP)
    await jobs.send()
    await expect.poll(() => bucket.has(key)).toBe(false)
    await jobs.stop()
    bucket.close()
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    expect(
      await t.db
        .select()
        .from(uploads)
        .where(inArray(uploads.key, [key])),
    ).toEqual([])
  })
})
