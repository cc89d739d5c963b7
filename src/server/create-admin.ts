// `npm run create-admin -- <email>`: makes sure an admin account exists. The password comes from
// ADMIN_PASSWORD or is asked for (not echoed). With PGlite the server must be stopped: only one
// process may open the data directory.
import path from 'node:path'
import { createInterface } from 'node:readline/promises'
import { z } from 'zod'
import { upsertPasswordUser } from './auth/password-accounts'
import { parseConfig } from './config'
import { openDatabase } from './db/client'
import { lockDataDir } from './db/data-dir-lock'

async function askPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
  const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput
  ;(rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s) => {
    if (s.includes('Password')) write.call(rl, s)
  }
  const answer = await rl.question('Password (at least 8 characters): ')
  rl.close()
  process.stdout.write('\n')
  return answer
}

async function main() {
  const email = z.email().safeParse(process.argv[2] ?? process.env.ADMIN_EMAIL)
  if (!email.success)
    throw new Error('Usage: npm run create-admin -- <email>  (or set ADMIN_EMAIL)')
  const password = process.env.ADMIN_PASSWORD ?? (await askPassword())
  const config = parseConfig({ ...process.env, ADMIN_EMAIL: email.data, ADMIN_PASSWORD: password })
  if (password.length < 8) throw new Error('The password must be at least 8 characters.')

  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  })
  try {
    await database.migrate()
    await upsertPasswordUser(database.db, {
      name: 'Administrator',
      email: email.data,
      role: 'admin',
      password,
    })
    console.log(`Admin ${email.data} is ready to sign in.`)
  } finally {
    await database.close()
    release()
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
