import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Without AUTH_SECRET, one is made on first start and kept in the data directory, so sessions
 * survive restarts of a single embedded server. Several processes set AUTH_SECRET instead.
 */
export function authSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured
  const file = path.join(dataDir, 'auth-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    const secret = randomBytes(32).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}
