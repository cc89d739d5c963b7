// `npm run restore -- FILE [--force]`: puts a backup made by `npm run backup` into DATA_DIR.
// Refuses while a server holds DATA_DIR, and refuses a DATA_DIR that already holds data unless
// --force (which replaces its database, photos and kept session secret).
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { parseConfig } from '../src/server/config'
import { lockDataDir } from '../src/server/db/data-dir-lock'
import { pgliteExtensions } from '../src/server/db/client'

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
})

/** A clear refusal: printed without a stack trace, exit code 1, the lock released. */
function fail(message: string): never {
  throw Object.assign(new Error(message), { refusal: true })
}

process.on('uncaughtException', (err: Error & { refusal?: boolean }) => {
  console.error(err.refusal ? `restore: ${err.message}` : err)
  process.exit(1)
})

const file = positionals[0]
if (!file || positionals.length > 1) fail('usage: npm run restore -- BACKUP.tar.gz [--force]')
if (!existsSync(file)) fail(`${file} does not exist.`)
const config = parseConfig()
if (config.databaseUrl) {
  fail('DATABASE_URL is set: restore a PostgreSQL server with pg_restore (see README, Operations).')
}
const dataDir = config.dataDir

let release: () => void
try {
  release = lockDataDir(dataDir)
} catch (err) {
  fail(`${(err as Error).message}\nStop the server before restoring.`)
}

const staging = mkdtempSync(path.join(os.tmpdir(), 'wheelanes-restore-'))
try {
  // The lock file is ours; anything else is data that --force would replace.
  const present = readdirSync(dataDir).filter((name) => name !== 'server.pid')
  if (present.length > 0 && !values.force) {
    fail(`${dataDir} is not empty (${present.join(', ')}). Add --force to replace it.`)
  }
  execFileSync('tar', ['-xzf', path.resolve(file), '-C', staging])
  const manifest = path.join(staging, 'manifest.json')
  if (!existsSync(manifest) || !existsSync(path.join(staging, 'pglite.tar'))) {
    fail(`${file} is not a Wheelanes backup (no manifest.json and pglite.tar).`)
  }
  const { format } = JSON.parse(readFileSync(manifest, 'utf8')) as { format?: string }
  if (format !== 'wheelanes-backup-1') fail(`${file}: unknown backup format ${String(format)}.`)

  for (const name of ['pglite', 'media', 'auth-secret']) {
    rmSync(path.join(dataDir, name), { recursive: true, force: true })
  }
  const dump = new Blob([readFileSync(path.join(staging, 'pglite.tar'))])
  const db = await PGlite.create(path.join(dataDir, 'pglite'), {
    loadDataDir: dump,
    extensions: pgliteExtensions,
  })
  // Proves the copy opens and answers before we call it restored.
  await db.query('select count(*) from users')
  await db.close()
  cpSync(path.join(staging, 'media'), path.join(dataDir, 'media'), { recursive: true })
  if (existsSync(path.join(staging, 'auth-secret'))) {
    cpSync(path.join(staging, 'auth-secret'), path.join(dataDir, 'auth-secret'))
  }
  console.log(`restore: ${file} restored into ${dataDir}`)
} finally {
  rmSync(staging, { recursive: true, force: true })
  release()
}
