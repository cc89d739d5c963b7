import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { activeCarIds, Client } from '../support/process/client'
import { expectInvariantsPg, expectInvariantsPglite } from '../support/process/invariants'
import {
  createPgDatabase,
  removeDir,
  seededDataDir,
  startServer,
  tempDir,
  type Server,
} from '../support/process/server'
import { expectLedgerKept, startWorkload, type Ledger } from '../support/process/workload'

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn()
})

/**
 * Sign-ups, bookings (eight buyers racing for twelve cars) and sandbox payments run until the
 * server is killed with SIGKILL in the middle of them; no shutdown code runs.
 */
async function crashMidWay(server: Server): Promise<Ledger> {
  const cars = (await activeCarIds(new Client(server.url))).slice(0, 12)
  const load = startWorkload([server.url], cars, 8)
  const deadline = Date.now() + 60_000
  // Kill once payments are being acknowledged, with sign-ups and bookings still under way.
  while ((load.ledger.paid.size < 4 || load.ledger.users.size < 12) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20))
  }
  await server.kill()
  await load.done
  expect(load.ledger.paid.size).toBeGreaterThanOrEqual(4)
  expect(load.ledger.networkErrors, 'requests cut off by the kill').toBeGreaterThan(0)
  return load.ledger
}

const summary = (l: Ledger) =>
  `${l.users.size} sign-ups, ${l.bookings.size} bookings, ${l.paid.size} payments acknowledged; ` +
  `${l.networkErrors} requests cut off`

describe('SIGKILL mid-way loses no acknowledged write', () => {
  it('PGlite DATA_DIR: the restart takes over the stale lock and has every write', async () => {
    const dir = await seededDataDir(inject('templateDataDir'), 'crash')
    cleanup.push(() => removeDir(dir))
    const server = await startServer({ dataDir: dir })
    const ledger = await crashMidWay(server)
    // The killed process left its lock file behind.
    const lock = path.join(dir, 'server.pid')
    expect(readFileSync(lock, 'utf8')).toBe(String(server.proc.pid))

    const again = await startServer({ dataDir: dir })
    expect(readFileSync(lock, 'utf8')).toBe(String(again.proc.pid))
    await expectLedgerKept(again.url, ledger)
    expect(await again.stop()).toBe(0)
    expect(existsSync(lock)).toBe(false)
    await expectInvariantsPglite(dir)
    console.info(`crash (PGlite): ${summary(ledger)}`)
  })

  it('PostgreSQL: the restart has every write', async () => {
    const db = await createPgDatabase('crash')
    cleanup.push(db.drop)
    const dir = await tempDir('crash-pg')
    cleanup.push(() => removeDir(dir))
    const server = await startServer({ dataDir: dir, databaseUrl: db.url })
    const ledger = await crashMidWay(server)

    const again = await startServer({ dataDir: dir, databaseUrl: db.url })
    try {
      await expectLedgerKept(again.url, ledger)
      await expectInvariantsPg(db.url)
    } finally {
      await again.stop()
    }
    console.info(`crash (PostgreSQL): ${summary(ledger)}`)
  })
})
