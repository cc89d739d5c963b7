// `npm run bench:startup [-- --runs 5]`: how long a second start of the production server
// takes on existing data, from spawning `node dist/server/main.js`, and then `npm start`
// (npm itself and the build check included), to GET /api/ready answering 200. The first start (fresh PGlite data directory, demo catalogue) prepares the
// data; then `--runs` further starts are timed and their median printed, with the RSS
// at ready. With DATABASE_URL set, the PostgreSQL database there is used instead.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startServer } from '../tests/support/server/server-process'
import { buildIfStale, rssMb } from './bench/server'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } })
const runs = Number(values.runs)

buildIfStale()
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wheelanes-startup-'))
const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: 'true' }
if (process.env.DATABASE_URL) {
  env.DATABASE_URL = process.env.DATABASE_URL
  env.AUTH_SECRET = process.env.AUTH_SECRET ?? 's'.repeat(48)
}

async function timedStart(command: 'node' | 'npm start' = 'node') {
  const started = performance.now()
  const server = await startServer({ env, command })
  const ms = performance.now() - started
  const rss = rssMb(server.proc.pid!)
  await server.stop()
  return { ms, rss }
}

try {
  const first = await timedStart()
  console.log(
    `first start (creates the data): ${first.ms.toFixed(0)} ms, RSS ${first.rss.toFixed(0)} MB`,
  )
  for (const command of ['node', 'npm start'] as const) {
    const how = command === 'npm start' ? 'npm start' : 'node dist/server/main.js'
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      const { ms, rss } = await timedStart(command)
      times.push(ms)
      console.log(
        `${how} #${i + 1}: ${ms.toFixed(0)} ms` +
          (command === 'npm start' ? '' : `, RSS at ready ${rss.toFixed(0)} MB`),
      )
    }
    times.sort((a, b) => a - b)
    const median = times[Math.floor(times.length / 2)]!
    console.log(
      `median of ${runs} second starts with ${how}: ${median.toFixed(0)} ms (target < 2000 ms: ${median < 2000 ? 'met' : 'MISSED'})\n`,
    )
  }
} finally {
  await rm(dataDir, { recursive: true, force: true })
}
