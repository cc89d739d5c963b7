import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startOidcProvider } from '../../src/server/test/oidc-provider'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    adminEmail: string
    adminPassword: string
  }
}

export const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' }

/**
 * Starts the built production server on a free port with a fresh data directory, the demo
 * catalogue, an admin account, and Google sign-in pointed at a real OpenID provider on
 * 127.0.0.1 (its development login form accepts any name).
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wheelanes-e2e-'))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const oidc = await startOidcProvider(`${baseUrl}/api/auth/callback/google`)
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
      // Every test signs up its own people from 127.0.0.1.
      SIGNUP_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForReady(baseUrl, server)
  project.provide('baseUrl', baseUrl)
  project.provide('adminEmail', ADMIN.email)
  project.provide('adminPassword', ADMIN.password)
  return async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    await oidc.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

async function waitForReady(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('server did not become ready in 60 s')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}
