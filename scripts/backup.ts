// `npm run backup [-- --out FILE]`: one .tar.gz of the embedded database (PGlite in
// DATA_DIR/pglite), the photos (DATA_DIR/media) and the kept session secret, if any. The
// server must be stopped: the DATA_DIR lock is taken, and refused while a server holds it.
// For a PostgreSQL server (DATABASE_URL) use pg_dump instead (README, Operations). With
// STORAGE=s3 the photos are in the bucket, not in DATA_DIR: the archive has none, and the bucket
// is kept by the provider's own means (versioning, replication), as the script says.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { parseConfig } from '../src/server/config'
import { lockDataDir } from '../src/server/db/data-dir-lock'
import { pgliteExtensions } from '../src/server/db/client'

const { values } = parseArgs({ options: { out: { type: 'string' } } })

/** A clear refusal: printed without a stack trace, exit code 1, the lock released. */
function fail(message: string): never {
  throw Object.assign(new Error(message), { refusal: true })
}

process.on('uncaughtException', (err: Error & { refusal?: boolean }) => {
  console.error(err.refusal ? `backup: ${err.message}` : err)
  process.exit(1)
})

const config = parseConfig()
const bucket = config.storage.kind === 's3' ? config.storage.bucket : undefined
const bucketNote =
  bucket &&
  `the photos are in the bucket "${bucket}" (STORAGE=s3) and are not copied: ` +
    "keep them with the storage provider's own means (versioning, replication; README, Operations)."
if (config.databaseUrl) {
  fail(
    'DATABASE_URL is set: back up a PostgreSQL server with pg_dump (see README, Operations).' +
      (bucketNote ? `\nbackup: ${bucketNote}` : ''),
  )
}
const dataDir = config.dataDir
const pgliteDir = path.join(dataDir, 'pglite')
if (!existsSync(pgliteDir)) fail(`no database in ${dataDir} (expected ${pgliteDir}).`)

const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const out = path.resolve(values.out ?? path.join('backups', `wheelanes-${stamp}.tar.gz`))

let release: () => void
try {
  release = lockDataDir(dataDir)
} catch (err) {
  fail(`${(err as Error).message}\nStop the server before backing up.`)
}

const staging = mkdtempSync(path.join(os.tmpdir(), 'wheelanes-backup-'))
try {
  const db = await PGlite.create(pgliteDir, { extensions: pgliteExtensions })
  // A consistent copy: PGlite has one connection, and this process holds it.
  const dump = await db.dumpDataDir('none')
  await db.close()
  writeFileSync(path.join(staging, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()))
  const media = path.join(dataDir, 'media')
  if (!bucket && existsSync(media)) cpSync(media, path.join(staging, 'media'), { recursive: true })
  else mkdirSync(path.join(staging, 'media'))
  const secret = path.join(dataDir, 'auth-secret')
  if (existsSync(secret)) cpSync(secret, path.join(staging, 'auth-secret'))
  writeFileSync(
    path.join(staging, 'manifest.json'),
    JSON.stringify({ format: 'wheelanes-backup-1', createdAt: new Date().toISOString() }),
  )
  mkdirSync(path.dirname(out), { recursive: true })
  execFileSync('tar', ['-czf', out, '-C', staging, '.'])
  console.log(`backup: wrote ${out}`)
  if (bucketNote) console.log(`backup: ${bucketNote}`)
} finally {
  rmSync(staging, { recursive: true, force: true })
  release()
}
