import { sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db, Tx } from './client'

/** Whether any row of `table` meets `where` (it reads one at the most). */
export async function anyRow(tx: Db | Tx, table: PgTable, where: SQL | undefined) {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(table)
    .where(where)
    .limit(1)
  return row !== undefined
}
