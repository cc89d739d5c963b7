import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer } from '../tests/support/server/server-process'

/**
 * The production bundle on a fresh DATA_DIR with the demo catalogue, for `npm run soak`.
 * TRUST_PROXY lets each simulated visitor send its own address, so per-address rate limits see
 * many people rather than one; sign-ups are not limited (every visitor signs up from "one" host).
 */
export async function startSoakServer() {
  if (!existsSync('dist/server/main.js')) {
    throw new Error('dist/server/main.js is missing: run `npm run build` first')
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wheelanes-soak-'))
  const server = await startServer({
    echo: true,
    env: {
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
      SIGNUP_RATE_LIMIT: '1000000',
      // Failures only: a 5xx is counted by the soak and its cause printed here.
      LOG_LEVEL: 'error',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  })
  return {
    url: server.url,
    pid: server.proc.pid!,
    async stop() {
      const code = await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
      if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM`)
    },
  }
}
