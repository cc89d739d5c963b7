import path from 'node:path'
import Fastify from 'fastify'
import { app as marketplace } from './app'
import { upsertPasswordUser } from './auth/password-accounts'
import { authSecret } from './auth/secret'
import { parseConfig, type Config } from './config'
import { openDatabase } from './db/client'
import { lockDataDir } from './db/data-dir-lock'
import { loadPostalCodes } from './db/postal-codes'
import { seedCategories, seedDemoCatalogue } from './db/seed'
import { fillVehicleData } from './db/vehicle-backfill'
import { rateCarsOnce } from './modules/deals/service'
import { serverOptions } from './server'
import { imageStorage } from './storage/from-config'

async function start(config: Config) {
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  })
  await database.migrate()
  await loadPostalCodes(database.db)

  const storage = await imageStorage(config)
  const assetsDir = path.join(config.root, 'assets', 'demo')
  await seedCategories(database.db, storage, assetsDir)
  const seeded = config.seedDemo && (await seedDemoCatalogue(database.db, storage, assetsDir))
  storage.close()
  await fillVehicleData(database.db)
  await rateCarsOnce(database.db, { force: seeded })
  if (config.admin) {
    await upsertPasswordUser(database.db, { name: 'Administrator', role: 'admin', ...config.admin })
  }

  const secret = authSecret(config.authSecret, config.dataDir)
  const app = Fastify(serverOptions(config))
  await app.register(marketplace, { config, database, authSecret: secret })

  // Graceful shutdown (plugins/graceful-shutdown.ts): new requests get 503, requests in flight
  // finish, the listener and Redis close; then the database closes, so every answered write is committed,
  // and the DATA_DIR lock is released.
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down: finishing requests in flight')
    // A request that never ends must not keep the process from stopping.
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting with requests unfinished')
      process.exit(1)
    }, 10_000).unref()
    let code = 0
    try {
      await app.drain()
      await database.close()
    } catch (err) {
      app.log.error({ err }, 'shutdown failed')
      code = 1
    } finally {
      releaseLock()
      clearTimeout(force)
    }
    process.exit(code)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
}

let config: Config
try {
  config = parseConfig()
} catch (err) {
  console.error((err as Error).message)
  process.exit(1)
}
start(config).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  if (config.env !== 'production') console.error(err)
  process.exit(1)
})
