import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../app'
import { parseConfig } from '../config'
import { testDatabase } from '../test/database'

export interface SecurityAppOptions {
  env?: Record<string, string>
  /** Serve a small stand-in for the built web app (dist/client may not exist when tests run). */
  withClient?: boolean
  /** Capture the production logger's output (its real options, redaction included). */
  logStream?: { write(line: string): void }
}

/** testApp's twin for the security tests: the real app, optionally with web app and log capture. */
export async function securityApp({ env = {}, withClient, logStream }: SecurityAppOptions = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wheelanes-sec-'))
  const parsed = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env })
  const clientDir = path.join(dataDir, 'client')
  if (withClient) {
    await mkdir(path.join(clientDir, 'assets'), { recursive: true })
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
    )
    await writeFile(path.join(clientDir, 'assets', 'app.js'), 'console.log("wheelanes")\n')
  }
  const config = { ...parsed, clientDir }
  const database = await testDatabase()
  const mediaDir = path.join(dataDir, 'media')
  const authSecret = 'test-secret-that-is-long-enough-0123456789'
  const app = await buildApp({
    config,
    database,
    mediaDir,
    authSecret,
    logger: logStream ? undefined : false,
    logStream,
  })
  await app.ready()
  return {
    app,
    db: database.db,
    dataDir,
    mediaDir,
    async close() {
      await app.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
export type SecurityApp = Awaited<ReturnType<typeof securityApp>>
