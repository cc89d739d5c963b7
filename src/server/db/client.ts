import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { cube } from '@electric-sql/pglite/contrib/cube'
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { projectRoot } from '../config'
import * as schema from './schema'

/**
 * The extensions migration 0022 creates, which PGlite loads from its own bundle: every
 * `PGlite.create` of the app's data passes them (tests, backup and restore too).
 */
export const pgliteExtensions = { pg_trgm, unaccent, cube, earthdistance }

type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /** Resolves when the database answers a query (GET /api/ready). */
  ping(): Promise<void>
  /**
   * One SQL text on the app's connection, with `$n` parameters, or without any several
   * statements (the shape pg-boss's `db` option asks for; jobs/jobs.ts).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
  /**
   * Calls `onPayload` for every NOTIFY on `channel`, from any process of this database. On
   * PostgreSQL a lost listening connection is made again, and `onResume` is called once it
   * listens again (what was announced meanwhile is gone: look it up). Resolves to `stop`.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>>
  close(): Promise<void>
}

const ping = async (db: Db) => {
  await db.execute(sql`select 1`)
}

const PGLITE_BUFFERS = '8MB'

const migrationsFolder = path.join(projectRoot(), 'src', 'server', 'db', 'migrations')

/**
 * The one database factory (docs/style.md rule 2): a PostgreSQL server when a URL is given,
 * otherwise PGlite, in `pgliteDir` or, given an existing PGlite client (tests), that one.
 */
export async function openDatabase(opts: {
  url?: string
  pgliteDir?: string
  pglite?: PGlite
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 })
    // An idle connection the server closed (restart, failover, a dropped test database) is
    // discarded by the pool; without a listener its 'error' event would end the process.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`))
    const db = drizzlePg({ client: pool, schema })
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: () => ping(db as unknown as Db),
      executeSql: (text, values) => pool.query(text, values),
      listen: (channel, onPayload, onResume) =>
        listenOnPostgres(opts.url!, channel, onPayload, onResume),
      close: () => pool.end(),
    }
  }
  const client =
    opts.pglite ??
    (await PGlite.create(opts.pgliteDir ?? 'memory://', {
      extensions: pgliteExtensions,
      // PostgreSQL's default 128 MB buffer pool lives inside the process with PGlite and
      // costs ~120 MB of RSS; the operating system's file cache serves the data files too,
      // so a smaller pool keeps a small server small (docs/performance.md).
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_BUFFERS}`],
    }))
  const db = drizzlePglite({ client, schema })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Db),
    // PGlite's query takes one statement; exec takes several and has no parameters.
    executeSql: async (text, values) =>
      values?.length
        ? client.query(text, values)
        : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  }
}

/** A connection of its own that LISTENs, made again (every second) when it is lost. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResume?: () => void,
) {
  let stopped = false
  let client: pg.Client | undefined
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url })
    let lost = false
    const retry = () => {
      if (lost || stopped) return
      lost = true
      c.end().catch(() => {})
      setTimeout(() => void connect().then(onResume, () => {}), 1000).unref()
    }
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload)
    })
    c.on('error', retry)
    c.on('end', retry)
    client = c
    try {
      await c.connect()
      await c.query(`listen ${pg.escapeIdentifier(channel)}`)
    } catch (err) {
      retry()
      throw err
    }
  }
  await connect()
  return async () => {
    stopped = true
    await client?.end()
  }
}

/** A transaction handle; services that take part in another's transaction accept `Db | Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
