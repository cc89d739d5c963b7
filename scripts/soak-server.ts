import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

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
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
  const url = `http://127.0.0.1:${port}`
  const proc = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
      SIGNUP_RATE_LIMIT: '1000000',
      // Failures only: a 5xx is counted by the soak and its cause printed here.
      LOG_LEVEL: 'error',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => proc.once('exit', resolve))
  const deadline = Date.now() + 60_000
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}`)
    if (Date.now() > deadline) throw new Error('the server was not ready within 60 s')
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    pid: proc.pid!,
    async stop() {
      proc.kill('SIGTERM')
      const code = await exited
      rmSync(dataDir, { recursive: true, force: true })
      if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM`)
    },
  }
}
