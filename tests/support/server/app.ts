import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { app as marketplace } from '../../../src/server/app'
import { parseConfig } from '../../../src/server/config'
import { serverOptions } from '../../../src/server/server'
import { testDatabase } from './database'
import { watchSellerEmails } from './seller-privacy'

export interface RouteEntry {
  method: string
  url: string
}

/** A stand-in for the built web app (dist/client may not exist when tests run). */
const standInClient = {
  'index.html':
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  'assets/app.js': 'console.log("wheelanes")\n',
}

/** The test app's secret (session cookies, signed e-mail links). */
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-0123456789'

export interface TestAppOptions {
  /** The environment, as `parseConfig` reads it (NODE_ENV is `test` unless given). */
  env?: Record<string, string>
  /** Serve a built web app: the stand-in, or these files by path under the client folder. */
  client?: 'stand-in' | Record<string, string | Buffer>
  /** Capture the production logger's output (its real options, redaction included). */
  logStream?: { write(line: string): void }
}

/**
 * The real app, as main.ts builds it, on a fresh database and data directory, for
 * `app.inject` tests. `routes` lists every method and path it answers (HEAD, which Fastify
 * adds to each GET, left out), for the security tests that must cover each one.
 */
export async function testApp({ env = {}, client, logStream }: TestAppOptions = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wheelanes-test-'))
  const clientDir = path.join(dataDir, 'client')
  const files = client === 'stand-in' ? standInClient : client
  for (const [name, content] of Object.entries(files ?? {})) {
    await mkdir(path.dirname(path.join(clientDir, name)), { recursive: true })
    await writeFile(path.join(clientDir, name), content)
  }
  const config = { ...parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }), clientDir }
  const database = await testDatabase()
  const app = Fastify(serverOptions(config, logStream ? { logStream } : { logger: false }))
  const routes: RouteEntry[] = []
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const known = routes.some((r) => r.method === method && r.url === route.url)
      if (method !== 'HEAD' && !known) routes.push({ method, url: route.url })
    }
  })
  // Every answer of every API test: no seller's e-mail on a car to someone else.
  watchSellerEmails(app)
  await app.register(marketplace, {
    config,
    database,
    authSecret: TEST_AUTH_SECRET,
  })
  await app.ready()
  return {
    app,
    db: database.db,
    /** The database itself, for a test that enqueues a job the app then works (startJobs). */
    database,
    dataDir,
    mediaDir: config.mediaDir,
    routes,
    async close() {
      await app.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
export type TestApp = Awaited<ReturnType<typeof testApp>>
export type App = TestApp['app']
