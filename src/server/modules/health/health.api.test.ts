import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { startS3Server, type S3Server } from '../../../../tests/support/server/s3-server'

describe('GET /api/ready with the photos on this machine', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  })
  afterAll(() => t?.close())

  it('is ready when the database answers and the photo folder can be written', async () => {
    const res = await t.app.inject({ url: '/api/ready' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' })
  })
})

describe('GET /api/ready with the photos in an S3 bucket', () => {
  let s3: S3Server
  let t: TestApp
  let stopped = false
  beforeAll(async () => {
    s3 = await startS3Server()
    t = await testApp({ env: s3.env })
  })
  afterAll(async () => {
    await t?.close()
    if (!stopped) await s3?.close()
  })

  it('is ready while the bucket answers, and says the storage is unreachable when it stops', async () => {
    const up = await t.app.inject({ url: '/api/ready' })
    expect(up.statusCode).toBe(200)
    expect(up.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' })

    await s3.close()
    stopped = true
    const down = await t.app.inject({ url: '/api/ready' })
    expect(down.statusCode).toBe(503)
    expect(down.json()).toEqual({
      message: 'Storage unavailable',
      database: 'ok',
      storage: 'unreachable',
    })
    // Only readiness fails: the process is alive, so nothing restarts it.
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' })
  })
})
