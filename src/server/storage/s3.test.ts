import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseConfig } from '../config'
import { startS3Server, type S3Server } from '../../../tests/support/server/s3-server'
import { s3Storage } from './s3'
import type { ImageStorage } from './storage'
import { imageStorageBehaviours } from '../../../tests/support/server/storage-behaviours'

let server: S3Server
let storage: ImageStorage
beforeAll(async () => {
  server = await startS3Server()
})
afterAll(() => server?.close())

// A fresh bucket prefix per test is not needed: each test's keys are removed after it.
beforeEach(async () => {
  storage = await s3Storage(server.options)
})
afterEach(async () => {
  for (const key of ['u1', 'u2']) await storage.remove(key)
  storage.close()
})

describe('S3 image storage (against s3rver)', () => {
  imageStorageBehaviours(() => storage)

  it('stores objects <key>/<file> with the type and caching the app serves them with', async () => {
    await storage.put('u1', '800.webp', Buffer.from('webp'))
    await storage.put('u1', '800.avif', Buffer.from('avif'))
    const client = new S3Client({
      ...server.options,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    const listed = await client.send(new ListObjectsV2Command({ Bucket: server.options.bucket }))
    client.destroy()
    expect(listed.Contents?.map((o) => o.Key).sort()).toEqual(['u1/800.avif', 'u1/800.webp'])
    const res = await fetch(`${server.endpoint}/${server.options.bucket}/u1/800.avif`)
    expect(res.headers.get('content-type')).toBe('image/avif')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})

describe('STORAGE=s3 configuration', () => {
  it('says which bucket it cannot use', async () => {
    await expect(s3Storage({ ...server.options, bucket: 'missing' })).rejects.toThrow(
      `STORAGE=s3: the bucket "missing" at ${server.endpoint} cannot be used (404: no such bucket)`,
    )
  })

  it('names every missing variable at start-up', () => {
    expect(() => parseConfig({ STORAGE: 's3', S3_BUCKET: 'photos' })).toThrow(
      /S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with STORAGE=s3/,
    )
    expect(parseConfig(server.env).storage).toEqual({
      kind: 's3',
      ...server.options,
    })
    expect(parseConfig({}).storage.kind).toBe('local')
  })
})
