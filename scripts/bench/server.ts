// What the benchmarks need around the production server (tests/support/server/server-process.ts).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
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

/** The resident set size of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) / 1024 : 0
}

/**
 * The CPU time a process has used so far, user and system, all threads (/proc/<pid>/stat,
 * in clock ticks of 1/100 s). Per request, it does not move with the host's speed the way
 * requests per second do: time the host gives to other machines is not counted.
 */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
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
