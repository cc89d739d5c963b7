import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { projectRoot } from '../../../src/server/config'
import { openDatabase, pgliteExtensions, type Database } from '../../../src/server/db/client'
import { loadPostalCodes } from '../../../src/server/db/postal-codes'
import { startJobs } from '../../../src/server/jobs/jobs'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    pgTemplateDb: string
  }
}

/**
 * A fresh PGlite costs ~4 s of initdb, so the migrated database is made once, dumped to a file
 * (reused while the migrations are unchanged) and every test file loads its own copy. Against a
 * PostgreSQL server (TEST_DATABASE_URL) every test file gets a database cloned from a template.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL
  if (url) {
    const template = `wheelanes_template_${process.pid}`
    await adminQuery(url, `create database ${template}`)
    const database = await openDatabase({ url: withDatabase(url, template) })
    await migrate(database)
    await database.close()
    project.provide('pgTemplateDb', template)
    project.provide('pgliteTemplate', '')
    return () => adminQuery(url, `drop database if exists ${template} with (force)`)
  }
  const file = path.join(os.tmpdir(), `wheelanes-pglite-${migrationsHash()}.tar`)
  if (!existsSync(file)) {
    const client = await PGlite.create({ extensions: pgliteExtensions })
    const database = await openDatabase({ pglite: client })
    await migrate(database)
    const dump = await client.dumpDataDir('none')
    await writeFile(file, Buffer.from(await dump.arrayBuffer()))
    await client.close()
  }
  project.provide('pgliteTemplate', file)
  project.provide('pgTemplateDb', '')
}

/** Our migrations, the ZIP codes and the makes and models searched by, then pg-boss's tables (it makes them on its first start). */
async function migrate(database: Database) {
  await database.migrate()
  await loadPostalCodes(database.db)
  const jobs = await startJobs(database, { error() {}, warn() {} }, { work: false })
  await jobs.stop()
}

function migrationsHash() {
  const dir = path.join(projectRoot(), 'src', 'server', 'db', 'migrations')
  const hash = createHash('sha256')
  for (const name of readdirSync(dir, { recursive: true }).map(String).sort()) {
    const full = path.join(dir, name)
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(full))
  }
  // What `migrate` puts in besides the migrations: the search vocabulary's makes and models.
  hash.update(readFileSync(path.join(projectRoot(), 'src', 'shared', 'vehicles.ts')))
  return hash.digest('hex').slice(0, 16)
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
