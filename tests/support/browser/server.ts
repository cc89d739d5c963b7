import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startOidcProvider } from '../server/oidc-provider'
import { freePort, startServer } from '../server/server-process'
import { smtpSink } from '../server/smtp-sink'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    adminEmail: string
    adminPassword: string
    /** Where the SMTP server the app sends to writes each message (`<n>.eml`). */
    mailDir: string
  }
}

export const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' }

/**
 * Starts the built production server on a free port with a fresh data directory, the demo
 * catalogue, an admin account, Google sign-in pointed at a real OpenID provider on 127.0.0.1
 * (its development login form accepts any name), and e-mail sent to a real SMTP server here.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wheelanes-e2e-'))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const oidc = await startOidcProvider(`${baseUrl}/api/auth/callback/google`)
  const mailDir = path.join(dataDir, 'mail')
  await mkdir(mailDir)
  const smtp = await smtpSink({ saveTo: mailDir })
  const server = await startServer({
    port,
    echo: true,
    env: {
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
      // Every test signs up its own people from 127.0.0.1.
      SIGNUP_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      JOB_POLL_INTERVAL: '500ms',
      // A message unread for 3 s is e-mailed: the messages spec waits for that e-mail.
      MESSAGE_EMAIL_AFTER: '3s',
      // The dealers spec serves a stock file's photos from 127.0.0.1.
      IMPORT_ALLOW_PRIVATE_URLS: 'true',
    },
  })
  project.provide('baseUrl', baseUrl)
  project.provide('adminEmail', ADMIN.email)
  project.provide('adminPassword', ADMIN.password)
  project.provide('mailDir', mailDir)
  return async () => {
    await server.stop()
    await oidc.close()
    await smtp.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
