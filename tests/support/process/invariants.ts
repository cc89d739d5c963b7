import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { expect } from 'vitest'
import { brokenInvariants } from '../server/invariants'
import { pgliteExtensions } from '../../../src/server/db/client'

// The marketplace's rules (tests/support/server/invariants.ts), on what a real server process left.

/** Checks the rules on a PostgreSQL database. */
export async function expectInvariantsPg(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    expect(await brokenInvariants(async (text) => (await client.query(text)).rows)).toEqual({})
  } finally {
    await client.end()
  }
}

/** Checks the rules on a stopped server's PGlite DATA_DIR (one process may open it at a time). */
export async function expectInvariantsPglite(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: pgliteExtensions })
  try {
    const query = async (text: string) => (await db.query<Record<string, unknown>>(text)).rows
    expect(await brokenInvariants(query)).toEqual({})
  } finally {
    await db.close()
  }
}
