import { and, desc, lt, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client'

/** A table paged by its `seq`, newest first, from the `id` of the last row seen. */
type Paged = PgTable & { id: PgColumn; seq: PgColumn }

/**
 * A page of `table`'s rows in `scope`, newest first: the newest `size`, or the `size` before
 * the row `before` names. That row is looked for in `scope` too, so an id from elsewhere
 * pages nothing (keyset paging: a row written meanwhile shifts no page).
 */
export async function newestFirst<T extends Paged>(
  db: Db,
  table: T,
  scope: SQL,
  before: string | undefined,
  size: number,
): Promise<T['$inferSelect'][]> {
  const older = before
    ? lt(
        table.seq,
        sql`(select ${table.seq} from ${table} where ${table.id} = ${before} and ${scope})`,
      )
    : undefined
  return db
    .select()
    .from(table as PgTable)
    .where(and(scope, older))
    .orderBy(desc(table.seq))
    .limit(size)
}
