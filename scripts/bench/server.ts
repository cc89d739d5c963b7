// Starting the production server for the benchmarks, and what they need around it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..', '..')

function newest(p: string): number {
  if (!existsSync(p)) return 0
  const s = statSync(p)
  if (!s.isDirectory()) return s.mtimeMs
  return Math.max(0, ...readdirSync(p).map((name) => newest(path.join(p, name))))
}

/** `npm run build` when the sources are newer than the last build (as `npm start` does). */
export function buildIfStale() {
  const stamp = path.join(root, 'dist', '.build-stamp')
  const inputs = ['src', 'assets', 'index.html', 'vite.config.ts', 'package-lock.json']
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0
  const main = path.join(root, 'dist', 'server', 'main.js')
  if (existsSync(main) && Math.max(...inputs.map((i) => newest(path.join(root, i)))) <= built) {
    return
  }
  console.log('Building (sources changed since the last build)...')
  const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (res.status !== 0) throw new Error('npm run build failed')
  writeFileSync(stamp, new Date().toISOString())
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

export async function waitReady(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/api/ready`)).status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error('server not ready in time')
}

export interface Server {
  url: string
  child: ChildProcess
  /** Bytes of log output, to report how much the production logger wrote. */
  logBytes(): number
  /** The first lines of its log. */
  logHead(): string
  stop(): Promise<void>
}

/**
 * Node's flags in `npm start` (package.json): a young generation of 2 MB semi-spaces instead of
 * 16 MB, and an old generation capped at 512 MB (V8 then lets it grow less between full
 * collections), keep the PGlite server's RSS under 250 MB under load (docs/performance.md).
 */
export const serverFlags = ['--max-semi-space-size=2', '--max-old-space-size=512']

/**
 * `node dist/server/main.js` (or, with `viaNpm`, `npm start`) with NODE_ENV=production and the
 * given environment. The server runs in its own process group, so stopping it stops npm too.
 */
export async function startServer(env: Record<string, string>, viaNpm = false): Promise<Server> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const [cmd, args] = viaNpm
    ? ['npm', ['start', '--silent']]
    : [process.execPath, [...serverFlags, path.join(root, 'dist', 'server', 'main.js')]]
  const child = spawn(cmd, args, {
    detached: true,
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let bytes = 0
  let tail = ''
  let head = ''
  child.stdout!.on('data', (d: Buffer) => {
    bytes += d.length
    if (head.length < 4000) head += d.toString()
  })
  child.stderr!.on('data', (d: Buffer) => (tail = (tail + d.toString()).slice(-2000)))
  try {
    await waitReady(url, child)
  } catch (err) {
    process.kill(-child.pid!, 'SIGKILL')
    throw new Error(`${(err as Error).message}\n${tail}`, { cause: err })
  }
  return {
    url,
    child,
    logBytes: () => bytes,
    logHead: () => head,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        process.kill(-child.pid!, 'SIGTERM')
      }),
  }
}

/** The resident set size of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) / 1024 : 0
}

/** Samples a process's RSS every 100 ms; `peak()` is the highest seen. */
export function rssSampler(pid: number) {
  let peak = 0
  const sample = () => {
    try {
      peak = Math.max(peak, rssMb(pid))
    } catch {
      // the process ended
    }
  }
  sample()
  const timer = setInterval(sample, 100)
  return {
    peak: () => peak,
    stop: () => clearInterval(timer),
  }
}

/** Signs a new buyer up (demo accounts cannot sign in in production); the session cookie. */
export async function signedInCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Buyer',
      email: `bench-${Date.now()}@example.com`,
      password: 'bench-pass-1',
      role: 'buyer',
    }),
  })
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}
