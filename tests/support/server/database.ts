import { readFile } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { inject } from 'vitest'
import { openDatabase, pgliteExtensions, type Database } from '../../../src/server/db/client'
import { adminQuery, withDatabase } from './global-setup'

/** A freshly migrated database for one test file: a PGlite copy, or a clone on the server. */
export async function testDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL
  const template = inject('pgTemplateDb')
  if (url && template) {
    const name = `wheelanes_test_${randomUUID().replaceAll('-', '')}`
    await adminQuery(url, `create database ${name} template ${template}`)
    const database = await openDatabase({ url: withDatabase(url, name) })
    return {
      ...database,
      /** For a second connection, as another app process would have. */
      url: withDatabase(url, name),
      async close() {
        await database.close()
        await adminQuery(url, `drop database if exists ${name} with (force)`)
      },
    }
  }
  const dump = await readFile(inject('pgliteTemplate'))
  const client = await PGlite.create({
    loadDataDir: new Blob([dump]),
    extensions: pgliteExtensions,
  })
  return openDatabase({ pglite: client })
}
