import { getTableColumns, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db, Tx } from './client'

/**
 * Inserts `rows` into `table` with one statement whose one parameter is the rows as JSON, and
 * returns the `returning` columns of each row written. The columns any row sets are written
 * (NULL where a row leaves one out); the others take their defaults. `ignoreConflicts` skips
 * a row a unique index already holds.
 *
 * drizzle's `.values()` builds a statement value by value, which for the thousands of rows a
 * sweep writes (notifications, e-mails, ledger entries) cost more than the database's work
 * of writing them (docs/performance.md).
 */
export async function insertMany<T extends PgTable, K extends keyof T['$inferSelect'] & string>(
  tx: Db | Tx,
  table: T,
  rows: T['$inferInsert'][],
  { returning = [], ignoreConflicts = false }: { returning?: K[]; ignoreConflicts?: boolean } = {},
): Promise<Pick<T['$inferSelect'], K>[]> {
  if (rows.length === 0) return []
  const columns = getTableColumns(table)
  const set = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => columns[k])
  const names = sql.join(
    set.map((k) => sql.identifier(columns[k]!.name)),
    sql`, `,
  )
  const shape = sql.join(
    set.map((k) => sql`${sql.identifier(k)} ${sql.raw(columns[k]!.getSQLType())}`),
    sql`, `,
  )
  const picked = sql.join(
    set.map((k) => sql.identifier(k)),
    sql`, `,
  )
  const back = returning.length
    ? sql` returning ${sql.join(
        returning.map((k) => sql`${sql.identifier(columns[k]!.name)} as ${sql.identifier(k)}`),
        sql`, `,
      )}`
    : sql``
  const result = (await tx.execute(
    sql`insert into ${table} (${names}) select ${picked}
      from json_to_recordset(${JSON.stringify(rows)}::json) as r(${shape})
      ${ignoreConflicts ? sql`on conflict do nothing` : sql``}${back}`,
  )) as unknown as { rows: Record<string, unknown>[] }
  return result.rows.map(
    (r) =>
      Object.fromEntries(
        returning.map((k) => [k, r[k] == null ? r[k] : columns[k]!.mapFromDriverValue(r[k])]),
      ) as Pick<T['$inferSelect'], K>,
  )
}
