import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { projectRoot } from '../../../src/server/config'

/**
 * Node's flags in `npm start` (package.json): a young generation of 4 MB semi-spaces instead of
 * 16 MB, and an old generation capped at 512 MB (V8 then lets it grow less between full
 * collections), keep the PGlite server's RSS under 250 MB under load (docs/performance.md).
 */
export const serverFlags = ['--max-semi-space-size=4', '--max-old-space-size=512']

export interface ServerProcess {
  url: string
  port: number
  proc: ChildProcess
  /** Everything the process wrote to stdout and stderr (the last megabyte). */
  output(): string
  /** How many bytes it wrote: what the production logger costs. */
  outputBytes(): number
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>
  /** SIGTERM (to npm and the server under it alike), then waits for the exit. */
  stop(): Promise<number | null>
  /** SIGKILL, then waits for the exit: no shutdown code runs. */
  kill(): Promise<void>
}

export interface StartOptions {
  /** The server's settings (DATA_DIR, DATABASE_URL, SEED_DEMO, ...) beside the ones below. */
  env?: Record<string, string>
  port?: number
  /** `npm start` as a person runs it, or the built server directly with npm start's flags. */
  command?: 'npm start' | 'node'
  /** Also pass the server's output through to this process's (e2e, soak). */
  echo?: boolean
  /**
   * Migrations and the demo catalogue take seconds on a quiet machine; beside the browser and
   * unit tests on a loaded one, a landing CI's soak server once needed over 60 s.
   */
  readyWithinMs?: number
}

/**
 * The one way tests, benchmarks and the soak start the production server (`npm run build`
 * first): NODE_ENV=production on 127.0.0.1 and a free port, its PUBLIC_URL that address, in
 * its own process group. Resolves once GET /api/ready answers 200.
 */
export async function startServer({
  env = {},
  port,
  command = 'node',
  echo = false,
  readyWithinMs = 120_000,
}: StartOptions = {}): Promise<ServerProcess> {
  const root = projectRoot()
  const main = path.join(root, 'dist', 'server', 'main.js')
  const listenOn = port ?? (await freePort())
  const url = `http://127.0.0.1:${listenOn}`
  const [cmd, args] =
    command === 'npm start'
      ? ['npm', ['start', '--silent']]
      : [process.execPath, [...serverFlags, main]]
  const proc = spawn(cmd, args, {
    cwd: root,
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      HOST: '127.0.0.1',
      PORT: String(listenOn),
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let bytes = 0
  const keep = (stream: NodeJS.WriteStream) => (d: Buffer) => {
    bytes += d.length
    output = (output + d.toString()).slice(-1_000_000)
    if (echo) stream.write(d)
  }
  proc.stdout!.on('data', keep(process.stdout))
  proc.stderr!.on('data', keep(process.stderr))
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)))
  const signal = (name: NodeJS.Signals) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return
    try {
      process.kill(-proc.pid!, name)
    } catch {
      proc.kill(name)
    }
  }
  const server: ServerProcess = {
    url,
    port: listenOn,
    proc,
    output: () => output,
    outputBytes: () => bytes,
    exited,
    stop: () => {
      signal('SIGTERM')
      return exited
    },
    kill: async () => {
      signal('SIGKILL')
      await exited
    },
  }
  const deadline = Date.now() + readyWithinMs
  while (Date.now() < deadline) {
    if (proc.exitCode !== null || proc.signalCode !== null) {
      throw new Error(`the server exited during start-up:\n${output}`)
    }
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return server
    await new Promise((r) => setTimeout(r, 20))
  }
  await server.kill()
  throw new Error(`the server was not ready within ${readyWithinMs / 1000} s:\n${output}`)
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

/** Signs a new buyer (or seller) up on a running server; demo accounts cannot sign in in production. */
export async function signedInCookie(
  url: string,
  role: 'buyer' | 'seller' = 'buyer',
): Promise<string> {
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      firstName: 'Test',
      lastName: role === 'buyer' ? 'Buyer' : 'Seller',
      email: `${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'test-pass-1',
      role,
    }),
  })
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}
