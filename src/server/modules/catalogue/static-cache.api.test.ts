import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../../app'
import { parseConfig } from '../../config'
import type { Database } from '../../db/client'
import { testDatabase } from '../../test/database'

// The built client's files (dist/client) as @fastify/static serves them in production.
let app: App
let database: Database
let dir: string
const script = `console.log(${JSON.stringify('x'.repeat(4000))})\n`

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'wheelanes-static-'))
  const clientDir = path.join(dir, 'client')
  await mkdir(path.join(clientDir, 'assets'), { recursive: true })
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Wheelanes</title>')
  await writeFile(path.join(clientDir, 'assets', 'index-AbC123.js'), script)
  await writeFile(path.join(clientDir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script))
  const config = { ...parseConfig({ NODE_ENV: 'test', DATA_DIR: dir }), clientDir }
  database = await testDatabase()
  app = await buildApp({
    config,
    database,
    mediaDir: path.join(dir, 'media'),
    authSecret: 'test-secret-that-is-long-enough-0123456789',
    logger: false,
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
  await rm(dir, { recursive: true, force: true })
})

describe('static files', () => {
  it('hashed assets are immutable for a year and sent brotli-compressed', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.rawPayload.length).toBeLessThan(script.length / 10)
  })

  it('a page is revalidated every time, so a new deploy shows at once', async () => {
    const res = await app.inject({ method: 'GET', url: '/cars' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Wheelanes</title>')
    expect(res.headers['cache-control']).toMatch(/no-cache|max-age=0, must-revalidate/)
  })

  it('JSON answers are gzip-compressed for clients without brotli', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
  })
})
