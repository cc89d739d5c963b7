import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openEventStream, type StreamEvent } from '../../tests/support/server/event-stream'
import { adminQuery, withDatabase } from '../../tests/support/server/global-setup'
import { startServer, type ServerProcess } from '../../tests/support/server/server-process'
import { root } from './server'

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export async function waitFor(done: () => boolean, ms: number) {
  const end = Date.now() + ms
  while (!done() && Date.now() < end) await sleep(20)
}

/** The p-th percentile of sorted figures. */
export const pct = (sorted: number[], p: number) =>
  sorted[Math.ceil((sorted.length * p) / 100) - 1] ?? NaN

/**
 * For the benches that run the built server as separate processes: a fresh database on
 * DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432), a data directory, the
 * environment the processes get, a pool for the bench's own SQL, and `close()`, which stops
 * every process started and drops the database.
 */
export async function benchDatabase(label: string) {
  if (!existsSync(path.join(root, 'dist', 'server', 'main.js'))) {
    throw new Error('Run npm run build first')
  }
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `bench_${label}_${randomBytes(4).toString('hex')}`
  await adminQuery(server, `create database ${name}`)
  const dbUrl = withDatabase(server, name)
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `wheelanes-bench-${label}-`))
  const env = {
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: `bench-${label}-auth-secret-0123456789abcdef`,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  }
  const pool = new pg.Pool({ connectionString: dbUrl, max: 4 })
  const running: ServerProcess[] = []
  return {
    dbUrl,
    env,
    pool,
    /** The built server on this database; the first one started migrates it. */
    async start() {
      const s = await startServer({ env })
      running.push(s)
      return s
    },
    async close() {
      await Promise.all(running.map((s) => s.stop()))
      await pool.end()
      await adminQuery(server, `drop database if exists ${name} with (force)`)
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * `GET /api/events` on `url`, one stream per token (a token given five times opens five);
 * `onEvent` is told of each event as it is parsed, with its stream's place in the list.
 */
export async function openStreams(
  url: string,
  tokens: string[],
  onEvent: (stream: number, e: StreamEvent, at: number) => void,
) {
  const streams: Awaited<ReturnType<typeof openEventStream>>[] = []
  for (const token of tokens) {
    const s = await openEventStream(`${url}/api/events`, { authorization: `Bearer ${token}` })
    if (s.status !== 200) throw new Error(`GET /api/events answered ${s.status}`)
    // The helper collects events in an array; its push is where one has just been parsed.
    const n = streams.push(s) - 1
    const push = s.events.push.bind(s.events)
    s.events.push = (...events) => {
      const at = performance.now()
      for (const e of events) onEvent(n, e, at)
      return push(...events)
    }
  }
  return streams
}
