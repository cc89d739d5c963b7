import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, expect, inject, it } from 'vitest'
import {
  activeCarIds,
  book,
  Client,
  logIn,
  pay,
  signUp,
  uniqueEmail,
} from '../support/process/client'
import { removeDir, seededDataDir, startServer, tempDir } from '../support/process/server'
import { pgliteExtensions } from '../../src/server/db/client'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map(removeDir)))

/** Runs `npm run backup` / `npm run restore`'s script with DATA_DIR set, as an operator would. */
function runScript(
  name: 'backup' | 'restore',
  dataDir: string,
  args: string[],
  env: Record<string, string> = {},
) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
    // A hung script would block this worker, and with it the test's own timeout.
    timeout: 120_000,
  })
  return { code: res.status, output: res.stdout + res.stderr }
}

async function rowCounts(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: pgliteExtensions })
  try {
    const tables = await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' order by table_name`,
    )
    const counts: Record<string, number> = {}
    for (const { name } of tables.rows) {
      const r = await db.query<{ n: number }>(`select count(*)::int as n from "${name}"`)
      counts[name] = r.rows[0]!.n
    }
    return counts
  } finally {
    await db.close()
  }
}

/** Every file under a folder with the hash of its bytes. */
function files(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const rel = path.join(prefix, e.name)
    if (e.isDirectory()) Object.assign(out, files(path.join(dir, e.name), rel))
    else
      out[rel] = createHash('sha256')
        .update(readFileSync(path.join(dir, e.name)))
        .digest('hex')
  }
  return out
}

it('backup while stopped, restore into a new DATA_DIR: same rows, same photos, it runs', async () => {
  const source = await seededDataDir(inject('templateDataDir'), 'backup-src')
  const target = await tempDir('backup-dst')
  const work = await tempDir('backup-file')
  dirs.push(source, target, work)
  const archive = path.join(work, 'wheelanes.tar.gz')

  // Some data of people's own: an account, a booking with its money held.
  const server = await startServer({ dataDir: source })
  const email = uniqueEmail('backup')
  const c = new Client(server.url)
  expect((await signUp(c, email)).status).toBe(201)
  const [car] = await activeCarIds(c)
  const booking = await book(c, car!)
  const bookingId = (booking.body as { insertedId: string }).insertedId
  expect((await pay(c, bookingId)).status).toBe(200)

  // The server holds the DATA_DIR: the backup refuses, clearly.
  const refused = runScript('backup', source, ['--out', archive])
  expect(refused.code).toBe(1)
  expect(refused.output).toContain(`Another Wheelanes server (process ${server.proc.pid})`)
  expect(refused.output).toContain('Stop the server before backing up.')
  expect(await server.stop()).toBe(0)

  const made = runScript('backup', source, ['--out', archive])
  expect(made.output).toContain(`backup: wrote ${archive}`)
  expect(made.code).toBe(0)

  // A DATA_DIR with something in it is not overwritten without --force.
  writeFileSync(path.join(target, 'keep-me.txt'), 'x')
  const notEmpty = runScript('restore', target, [archive])
  expect(notEmpty.code).toBe(1)
  expect(notEmpty.output).toContain('is not empty (keep-me.txt). Add --force to replace it.')
  const restored = runScript('restore', target, [archive, '--force'])
  expect(restored.output).toContain('restored into')
  expect(restored.code).toBe(0)

  const [before, after] = await Promise.all([rowCounts(source), rowCounts(target)])
  expect(before.users).toBeGreaterThan(5)
  expect(before.bookings).toBe(1)
  expect(after).toEqual(before)
  const photos = files(path.join(source, 'media'))
  expect(Object.keys(photos).length).toBeGreaterThan(10)
  expect(files(path.join(target, 'media'))).toEqual(photos)

  // The restored marketplace runs: the account signs in, its held payment is there, photos serve.
  const again = await startServer({ dataDir: target })
  try {
    const d = new Client(again.url)
    expect((await logIn(d, email)).status).toBe(200)
    const mine = (await d.request('GET', '/api/bookings')).body as {
      _id: string
      payment: string
    }[]
    expect(mine.map((b) => [b._id, b.payment])).toEqual([[bookingId, 'held']])
    const photo = Object.keys(photos)[0]!
    const served = await d.request('GET', `/media/${photo}`)
    expect(served.status).toBe(200)
  } finally {
    await again.stop()
  }
})

it('with STORAGE=s3 the backup holds the database, not the photos, and says where they are', async () => {
  const source = await seededDataDir(inject('templateDataDir'), 'backup-s3')
  const work = await tempDir('backup-s3-file')
  dirs.push(source, work)
  const archive = path.join(work, 'wheelanes.tar.gz')
  // The script reaches neither the bucket nor the network: the variables only have to be valid.
  const made = runScript('backup', source, ['--out', archive], {
    STORAGE: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:9',
    S3_BUCKET: 'wheelanes-photos',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  })
  expect(made.code, made.output).toBe(0)
  expect(made.output).toContain(`backup: wrote ${archive}`)
  expect(made.output).toContain('the photos are in the bucket "wheelanes-photos" (STORAGE=s3)')
  const listed = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).split('\n')
  expect(listed).toContain('./pglite.tar')
  expect(listed.filter((f) => f.startsWith('./media/') && f !== './media/')).toEqual([])
})
