import path from 'node:path'
import { buildApp } from './app'
import { upsertPasswordUser } from './auth/password-accounts'
import { authSecret } from './auth/secret'
import { parseConfig, type Config } from './config'
import { openDatabase } from './db/client'
import { lockDataDir } from './db/data-dir-lock'
import { seedCategories, seedDemoCatalogue } from './db/seed'
import { localDiskStorage } from './storage/local-disk'

async function start(config: Config) {
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  })
  await database.migrate()

  const mediaDir = path.join(config.dataDir, 'media')
  const storage = localDiskStorage(mediaDir)
  const assetsDir = path.join(config.root, 'assets', 'demo')
  await seedCategories(database.db, storage, assetsDir)
  if (config.seedDemo) await seedDemoCatalogue(database.db, storage, assetsDir)
  if (config.admin) {
    await upsertPasswordUser(database.db, { name: 'Administrator', role: 'admin', ...config.admin })
  }

  const secret = authSecret(config.authSecret, config.dataDir)
  const app = await buildApp({ config, database, mediaDir, authSecret: secret })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000).unref()
    try {
      await app.close()
      await database.close()
    } finally {
      releaseLock()
      clearTimeout(force)
      process.exit(0)
    }
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
