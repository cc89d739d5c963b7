// The real app in this process on DATABASE_URL or DATA_DIR, for benchmarks that time requests
// through `app.inject` (server time, no network). The catalogue's data is not kept between
// requests (CATALOGUE_CACHE_TTL=0s): every request runs its queries, which is what they time.
import path from 'node:path'
import Fastify from 'fastify'
import { app as marketplace } from '../../src/server/app'
import { parseConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/db/client'
import { serverOptions } from '../../src/server/server'

export async function inProcessApp() {
  const config = parseConfig({ ...process.env, LOG_LEVEL: 'silent', CATALOGUE_CACHE_TTL: '0s' })
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  })
  await database.migrate()
  const app = Fastify(serverOptions(config, { logger: false }))
  await app.register(marketplace, {
    config,
    database,
    authSecret: config.authSecret ?? 'x'.repeat(40),
  })
  await app.ready()
  return { app, database }
}
