import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { adminQuery, withDatabase } from '../server/global-setup'
import {
  freePort,
  startServer as startServerProcess,
  type ServerProcess,
} from '../server/server-process'

/** The local services; CI sets the variables, a developer machine has them at these addresses. */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Every process of one deployment shares this, as a real one would (config requires it with PG). */
export const AUTH_SECRET = 'process-tests-auth-secret-0123456789abcdef'

export type Server = ServerProcess

export interface StartOptions {
  dataDir: string
  databaseUrl?: string
  port?: number
  env?: Record<string, string>
}

/**
 * The production server as a deployment runs it (tests/support/server/server-process.ts), with the
 * demo catalogue. TRUST_PROXY is on, as behind a load balancer, so each simulated person can
 * send its own X-Forwarded-For address and per-address rate limits treat them as different
 * people.
 */
export function startServer(opts: StartOptions): Promise<Server> {
  return startServerProcess({
    port: opts.port,
    env: {
      SEED_DEMO: 'true',
      DATA_DIR: opts.dataDir,
      AUTH_SECRET,
      TRUST_PROXY: 'true',
      SIGNUP_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...opts.env,
    },
  })
}

export { freePort }

export async function tempDir(label: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `wheelanes-${label}-`))
}

export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true })

/** A new, uniquely named database on the test PostgreSQL server; `drop` removes it. */
export async function createPgDatabase(label: string) {
  const name = `h4_${label}_${randomBytes(4).toString('hex')}`
  await adminQuery(PG_URL, `create database ${name}`)
  return {
    url: withDatabase(PG_URL, name),
    drop: () => adminQuery(PG_URL, `drop database if exists ${name} with (force)`),
  }
}

/** A copy of the seeded template DATA_DIR (global-setup.ts), ready for a server to start on. */
export async function seededDataDir(template: string, label: string): Promise<string> {
  const dir = await tempDir(label)
  await cp(template, dir, { recursive: true })
  return dir
}
