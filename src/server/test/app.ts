import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyServerOptions } from 'fastify'
import { buildApp, type App } from '../app'
import { parseConfig } from '../config'
import { testDatabase } from './database'

/** The real app on a fresh database, for `app.inject` tests. */
export async function testApp(
  env: Record<string, string> = {},
  logger: FastifyServerOptions['logger'] = false,
  /** Runs before the app is ready (hooks may still be added). */
  prepare?: (app: App) => void,
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wheelanes-test-'))
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env })
  const database = await testDatabase()
  const mediaDir = path.join(dataDir, 'media')
  const authSecret = 'test-secret-that-is-long-enough-0123456789'
  const app = await buildApp({ config, database, mediaDir, authSecret, logger })
  prepare?.(app)
  await app.ready()
  return {
    app,
    db: database.db,
    database,
    dataDir,
    mediaDir,
    async close() {
      await app.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
