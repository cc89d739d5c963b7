import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/** The local services; CI sets the variables, a developer machine has them at these addresses. */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Every process of one deployment shares this, as a real one would (config requires it with PG). */
export const AUTH_SECRET = 'process-tests-auth-secret-0123456789abcdef'

export interface Server {
  url: string
  port: number
  proc: ChildProcess
  /** Everything the process wrote to stdout and stderr. */
  output: () => string
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<number | null>
  /** SIGKILL, then waits for the exit: no shutdown code runs. */
  kill: () => Promise<void>
}

export interface StartOptions {
  dataDir: string
  databaseUrl?: string
  port?: number
  env?: Record<string, string>
}

/**
 * Starts `node dist/server/main.js` as production would run it and waits for /api/ready.
 * TRUST_PROXY is on, as behind a load balancer, so each simulated person can send its own
 * X-Forwarded-For address and per-address rate limits treat them as different people.
 */
export async function startServer(opts: StartOptions): Promise<Server> {
  const port = opts.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: opts.dataDir,
    PUBLIC_URL: url,
    AUTH_SECRET,
    TRUST_PROXY: 'true',
    SIGNUP_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  }
  const proc = spawn(process.execPath, ['dist/server/main.js'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  proc.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  proc.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)))
  const server: Server = {
    url,
    port,
    proc,
    output: () => output,
    exited,
    stop: () => {
      proc.kill('SIGTERM')
      return exited
    },
    kill: async () => {
      proc.kill('SIGKILL')
      await exited
    },
  }
  await waitForReady(server)
  return server
}

async function waitForReady(server: Server) {
  const deadline = Date.now() + 45_000
  while (Date.now() < deadline) {
    if (server.proc.exitCode !== null || server.proc.signalCode !== null) {
      throw new Error(`server exited during start-up:\n${server.output()}`)
    }
    try {
      if ((await fetch(`${server.url}/api/ready`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  await server.kill()
  throw new Error(`server not ready in 45 s:\n${server.output()}`)
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

export async function tempDir(label: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `wheelanes-${label}-`))
}

export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true })

/** A new, uniquely named database on the test PostgreSQL server; `drop` removes it. */
export async function createPgDatabase(label: string) {
  const name = `h4_${label}_${randomBytes(4).toString('hex')}`
  await adminQuery(`create database ${name}`)
  const u = new URL(PG_URL)
  u.pathname = `/${name}`
  return {
    url: u.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  }
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: PG_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A copy of the seeded template DATA_DIR (global-setup.ts), ready for a server to start on. */
export async function seededDataDir(template: string, label: string): Promise<string> {
  const dir = await tempDir(label)
  await cp(template, dir, { recursive: true })
  return dir
}
