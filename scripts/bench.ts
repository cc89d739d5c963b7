// `npm run bench [-- --duration 3 --rounds 5 --connections 50]`: autocannon against the
// production server (node dist/server/main.js with npm start's flags, NODE_ENV=production, the
// production log level) on PGlite and on PostgreSQL, each with the demo catalogue in a fresh
// database, and in the same run against two servers answering the same bytes from memory: a
// minimal Fastify server (the framework's limit; the target is a share of it) and a bare Node
// `http` server (the machine's). Prints req/s, p50 and p99 per endpoint, the ratios to both,
// and the server's peak RSS. See docs/performance.md "API throughput".
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { signedInCookie, startServer } from '../tests/support/server/server-process'
import { buildIfStale, cpuSeconds, root, rssMb, rssSampler } from './bench/server'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
  },
})
const duration = Number(values.duration)
const rounds = Number(values.rounds)
const connections = Number(values.connections)
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const pgBenchDb = 'wheelanes_bench'

interface Endpoint {
  name: string
  path: string
  cookie?: string
  /** Share of the minimal Fastify server's requests/s this endpoint must reach, if any. */
  target?: number
}

interface Row {
  endpoint: string
  backend: string
  rps: number
  p50: number
  p99: number
  fastifyRps: number
  bareRps: number
  /** The lowest and highest ratio to the Fastify server of the rounds. */
  spread: [number, number]
  /** The server's CPU time per request (µs, median of the rounds), and the Fastify server's. */
  cpuUs: number
  fastifyCpuUs: number
  errors: number
  target?: number
}

async function cannon(url: string, pid: number, headers: Record<string, string>) {
  const cpuBefore = cpuSeconds(pid)
  const result = await autocannon({ url, connections, duration, headers })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuUs: ((cpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(1, result.requests.total),
  }
}

/** The real answer for each endpoint, as the bare server will repeat it. */
async function capture(base: string, endpoints: Endpoint[]) {
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
  return Promise.all(
    endpoints.map(async (e) => {
      // Uncompressed, as autocannon asks (fetch would ask for gzip and unpack it).
      const headers = { 'accept-encoding': 'identity', ...(e.cookie ? { cookie: e.cookie } : {}) }
      const res = await fetch(base + e.path, { headers })
      if (res.status !== 200) throw new Error(`${e.path}: ${res.status}`)
      const sent: Record<string, string> = {}
      res.headers.forEach((v, k) => {
        if (!skip.has(k)) sent[k] = v
      })
      return { path: e.path, status: res.status, headers: sent, body: await res.text() }
    }),
  )
}

/**
 * Pins a process, every thread of it, to one CPU (Linux `taskset`). The load generator runs
 * on CPU 0 and the server measured on CPU 1, so the two never take turns on one core: the
 * ratio compares what each server does with one core, not how the scheduler shared two.
 */
function pin(pid: number, cpu: number) {
  return spawnSync('taskset', ['-a', '-pc', String(cpu), String(pid)]).status === 0
}
const pinned = os.cpus().length >= 2 && pin(process.pid, 0)

/** A server answering the captured answers from memory: `bare-server.mjs` or `fastify-server.mjs`. */
async function startReference(
  script: string,
  answersFile: string,
): Promise<{ url: string; pid: number; stop(): void }> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench', script), answersFile])
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()))
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}`)))
  })
  if (pinned) pin(child.pid!, 1)
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill() }
}

async function endpointsOf(url: string): Promise<Endpoint[]> {
  const categories = (await (await fetch(`${url}/api/car-categories`)).json()) as {
    category_id: string
  }[]
  const featured = (await (await fetch(`${url}/api/featured-cars`)).json()) as {
    _id: string
    company: string
  }[]
  const car = featured[0]
  if (!car || !categories[0]) throw new Error('the demo catalogue is missing')
  const cookie = await signedInCookie(url)
  return [
    { name: 'featured cars', path: '/api/featured-cars', target: 0.5 },
    { name: 'categories', path: '/api/car-categories', target: 0.5 },
    {
      name: 'cars by category',
      path: `/api/allcars/byCategory/${categories[0].category_id}`,
      target: 0.5,
    },
    {
      name: 'search',
      path: `/api/cars?q=${encodeURIComponent(car.company.toLowerCase())}&sort=price_asc`,
      target: 0.5,
    },
    { name: 'car detail (signed in)', path: `/api/featured-cars/${car._id}`, cookie },
  ]
}

async function benchBackend(backend: string, env: Record<string, string>, rows: Row[]) {
  // A first start creates the database and the demo catalogue; the measured server is a
  // second start on that data, as a server usually runs (a fresh PGlite's initdb leaves
  // several hundred MB of WebAssembly memory behind for the life of that process).
  const first = await startServer({ env: { SEED_DEMO: 'true', ...env } })
  const firstRss = rssMb(first.proc.pid!)
  await first.stop()
  const server = await startServer({ env: { SEED_DEMO: 'true', ...env } })
  if (pinned) pin(server.proc.pid!, 1)
  const readyRss = rssMb(server.proc.pid!)
  const rss = rssSampler(server.proc.pid!)
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'wheelanes-bare-'))
  try {
    const endpoints = (await endpointsOf(server.url)).filter(
      (e) => !values.only || e.name.includes(values.only),
    )
    const answersFile = path.join(tmp, 'answers.json')
    await writeFile(answersFile, JSON.stringify(await capture(server.url, endpoints)))
    const bare = await startReference('bare-server.mjs', answersFile)
    const fastify = await startReference('fastify-server.mjs', answersFile)
    try {
      for (const e of endpoints) {
        const headers: Record<string, string> = e.cookie ? { cookie: e.cookie } : {}
        const servers = {
          app: { url: server.url, pid: server.proc.pid! },
          fastify,
          bare,
        }
        // Warm up (JIT, caches, connection pool) before measuring.
        for (const { url } of Object.values(servers)) {
          await autocannon({ url: url + e.path, connections, duration: 2, headers })
        }
        // Each round measures the three back to back, in an order that turns each round: this
        // host's speed drifts by a third within a minute, and neighbouring runs share the
        // drift. The round with the median ratio to the Fastify server counts.
        const runs = []
        for (let round = 0; round < rounds; round++) {
          const names = Object.keys(servers) as (keyof typeof servers)[]
          const order = [...names.slice(round % 3), ...names.slice(0, round % 3)]
          const measured: Partial<
            Record<keyof typeof servers, Awaited<ReturnType<typeof cannon>>>
          > = {}
          for (const name of order) {
            measured[name] = await cannon(servers[name].url + e.path, servers[name].pid, headers)
          }
          runs.push({ app: measured.app!, fastify: measured.fastify!, bare: measured.bare! })
        }
        const ranked = runs
          .map((r) => ({ ...r, ratio: r.app.rps / r.fastify.rps }))
          .sort((a, b) => a.ratio - b.ratio)
        const median = ranked[Math.floor(ranked.length / 2)]!
        const medianOf = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
        rows.push({
          endpoint: e.name,
          backend,
          ...median.app,
          fastifyRps: median.fastify.rps,
          bareRps: median.bare.rps,
          spread: [ranked[0]!.ratio, ranked.at(-1)!.ratio],
          cpuUs: medianOf(runs.map((r) => r.app.cpuUs)),
          fastifyCpuUs: medianOf(runs.map((r) => r.fastify.cpuUs)),
          target: e.target,
        })
        const row = rows.at(-1)!
        console.log(
          `  ${backend} ${e.name}: ${median.app.rps.toFixed(0)} req/s (Fastify ${median.fastify.rps.toFixed(0)}, bare ${median.bare.rps.toFixed(0)}); CPU ${row.cpuUs.toFixed(1)} µs a request (Fastify ${row.fastifyCpuUs.toFixed(1)})`,
        )
      }
    } finally {
      bare.stop()
      fastify.stop()
    }
  } finally {
    rss.stop()
    if (process.env.BENCH_SHOW_LOG) console.log(server.output().slice(0, 4000))
    await server.stop()
    await rm(tmp, { recursive: true, force: true })
  }
  const m = { backend, firstRss, readyRss, peakRss: rss.peak(), logBytes: server.outputBytes() }
  console.log(
    `  ${backend}: RSS ${m.firstRss.toFixed(0)} MB after the first start, ${m.readyRss.toFixed(0)} MB at ready, peak ${m.peakRss.toFixed(0)} MB; log ${m.logBytes} bytes`,
  )
  return m
}

async function freshPgDatabase() {
  const admin = new pg.Client({ connectionString: pgAdminUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${pgBenchDb} with (force)`)
  await admin.query(`create database ${pgBenchDb}`)
  await admin.end()
  const url = new URL(pgAdminUrl)
  url.pathname = `/${pgBenchDb}`
  return url.toString()
}

buildIfStale()
console.log(
  `autocannon: ${connections} connections, ${rounds} rounds of ${duration} s per side, ${os.cpus().length} CPUs${pinned ? '; autocannon on CPU 0, the servers on CPU 1' : ''}\n`,
)
const rows: Row[] = []
const memory = []
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wheelanes-bench-'))
try {
  memory.push(await benchBackend('pglite', { DATA_DIR: dataDir }, rows))
  memory.push(
    await benchBackend(
      'postgres',
      {
        DATA_DIR: dataDir,
        DATABASE_URL: await freshPgDatabase(),
        AUTH_SECRET: randomBytes(32).toString('hex'),
      },
      rows,
    ),
  )
} finally {
  await rm(dataDir, { recursive: true, force: true })
}

const ms = (n: number) => n.toFixed(1).padStart(6)
console.log(
  '\n| endpoint | backend | req/s | p50 ms | p99 ms | Fastify req/s | of Fastify | rounds | bare req/s | of bare | CPU µs/req | Fastify µs | CPU share | target | errors |',
)
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|')
const pct = (x: number) => `${(x * 100).toFixed(0)}%`
for (const r of rows) {
  const ratio = r.rps / r.fastifyRps
  const verdict =
    r.target === undefined
      ? 'none'
      : `>= ${pct(r.target)}, p99 < 25: ${ratio >= r.target && r.p99 < 25 ? 'met' : 'MISSED'}`
  console.log(
    `| ${r.endpoint} | ${r.backend} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.fastifyRps.toFixed(0)} | ${pct(ratio)} | ${r.spread.map(pct).join('-')} | ${r.bareRps.toFixed(0)} | ${pct(r.rps / r.bareRps)} | ${r.cpuUs.toFixed(1)} | ${r.fastifyCpuUs.toFixed(1)} | ${pct(r.fastifyCpuUs / r.cpuUs)} | ${verdict} | ${r.errors} |`,
  )
}
console.log('')
for (const m of memory) {
  const verdict = m.peakRss < 250 ? 'met' : 'MISSED'
  console.log(
    `${m.backend}: peak RSS during the run ${m.peakRss.toFixed(0)} MB (target < 250 MB: ${verdict}); at ready ${m.readyRss.toFixed(0)} MB; first start ${m.firstRss.toFixed(0)} MB; ${m.logBytes} bytes of log`,
  )
}
