import type { Readable } from 'node:stream'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { ImportReport, RefusedRow } from '#shared/dealer-import'
import type { Db } from '../../db/client'
import { dealerImports } from '../../db/schema'
import { Refusal } from '../../errors'
import type { StockOutcome } from '../inventory/dealer-cars'
import { readCsv } from './import-csv'
import { readRow, type ReadRow } from './import-row'
import { readXml } from './import-xml'
import type { StockService } from './stock'

/** The most cars one file may hold: a big dealer's lot, with room to spare. */
export const MAX_IMPORT_ROWS = 5_000
/**
 * Cars written per transaction: the cars around a batch are rated once for all of them
 * (deals' `recomputeAround`), and no transaction holds the deal ratings' locks for long.
 */
const BATCH = 100

export type StockFormat = 'csv' | 'xml'

/** The first key of a dealer's import lock (its stock's is 37). */
const IMPORT_LOCK = 38
/** How long a run may count as running: far longer than 5,000 cars take. */
const RUN_FOR_AT_MOST = '15 minutes'

/** An upload past its size limit (the multipart parser's error) is refused as such. */
const tooLarge = (err: unknown) =>
  (err as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE'
    ? new Refusal(413, 'This file is too large: split it, or use a feed')
    : err

const NOTHING_VALID =
  'No row of this file could be imported, so no car was withdrawn: a file that is broken or empty does not empty the lot.'

/**
 * A dealer's whole stock file (docs/api.md "Dealers", docs/dealer-import.md): an upload, an API
 * call or a feed's run. The file is read to its end first (streamed, each row judged by the
 * shared schema as PUT judges a car) so that a file that breaks half-way changes nothing;
 * then the valid rows are saved in batches, and the dealer's cars the file leaves out are
 * withdrawn. Every run is recorded in `dealer_imports` with its report, or why it failed.
 */
export function importService(db: Db, deps: { stock: StockService }) {
  const { stock } = deps

  async function readAll(input: Readable, format: StockFormat) {
    const refused: RefusedRow[] = []
    const valid: ReadRow[] = []
    /** Every stock number the file names, with its first line; refused rows' too. */
    const listed = new Map<string, number>()
    let rows = 0
    for await (const row of format === 'csv' ? readCsv(input) : readXml(input)) {
      if (++rows > MAX_IMPORT_ROWS) {
        throw new Refusal(413, `A file may hold at most ${MAX_IMPORT_ROWS} cars`)
      }
      const number = row.fields.stock_number?.trim()
      if (number) {
        const first = listed.get(number)
        if (first !== undefined) {
          refused.push({
            line: row.line,
            column: 'stock_number',
            reason: `Stock number ${number} is already on line ${first}`,
          })
          continue
        }
        listed.set(number, row.line)
      }
      const read = readRow(row)
      if ('refused' in read) refused.push(...read.refused)
      else valid.push(read)
    }
    return { refused, valid, listed: [...listed.keys()] }
  }

  async function importFile(
    dealerId: string,
    input: Readable,
    format: StockFormat,
    dryRun: boolean,
  ): Promise<ImportReport> {
    const ownerId = await stock.ownerOf(dealerId)
    const { refused, valid, listed } = await readAll(input, format)
    const counts: Record<StockOutcome, number> = { created: 0, updated: 0, unchanged: 0 }
    const placeOf = stock.places()
    for (let i = 0; i < valid.length; i += BATCH) {
      const batch = await stock.importBatch({ id: dealerId, ownerId }, valid.slice(i, i + BATCH), {
        dryRun,
        placeOf,
      })
      for (const outcome of batch.outcomes) counts[outcome]++
      refused.push(...batch.refused)
    }
    refused.sort((a, b) => a.line - b.line)
    const saved = counts.created + counts.updated + counts.unchanged
    // A refused row's car is still in the file: it is kept as it was, not withdrawn.
    const withdrawn = saved > 0 ? await stock.withdrawMissing(dealerId, listed, { dryRun }) : 0
    return { ...counts, withdrawn, refused, ...(saved === 0 && { note: NOTHING_VALID }) }
  }

  return {
    /**
     * Imports the file as the dealer's whole stock (or, `dryRun`, says what it would do and
     * changes nothing); its report. A file that cannot be read is refused (400) and the run
     * recorded as failed, with why.
     */
    async run(
      dealerId: string,
      input: Readable,
      format: StockFormat,
      { dryRun, feedId = null }: { dryRun: boolean; feedId?: string | null },
    ): Promise<ImportReport> {
      const record = await db.transaction(async (tx) => {
        // One snapshot at a time per dealer: two files saved batch by batch side by side would
        // each withdraw the other's cars. A run left 'running' by a stopped process stops
        // counting after RUN_FOR_AT_MOST.
        await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, hashtext(${dealerId}))`)
        if (!dryRun) {
          const [running] = await tx
            .select({ id: dealerImports.id })
            .from(dealerImports)
            .where(
              and(
                eq(dealerImports.dealerId, dealerId),
                eq(dealerImports.dryRun, false),
                eq(dealerImports.status, 'running'),
                gt(dealerImports.startedAt, sql`now() - ${RUN_FOR_AT_MOST}::interval`),
              ),
            )
            .limit(1)
          if (running) {
            throw new Refusal(
              409,
              'Another import of your stock is running: try again when it is done',
            )
          }
        }
        const [row] = await tx
          .insert(dealerImports)
          .values({ dealerId, feedId, dryRun })
          .returning({ id: dealerImports.id })
        return row
      })
      const finish = (values: Partial<typeof dealerImports.$inferInsert>) =>
        db
          .update(dealerImports)
          .set({ ...values, finishedAt: new Date() })
          .where(eq(dealerImports.id, record!.id))
      try {
        const report = await importFile(dealerId, input, format, dryRun)
        await finish({ status: 'done', report })
        return report
      } catch (thrown) {
        const err = tooLarge(thrown)
        await finish({
          status: 'failed',
          error:
            err instanceof Refusal
              ? err.message
              : 'The import stopped on an error; nothing of its last batch was saved',
        })
        throw err
      }
    },

    /** A run that failed before its file could be read (a feed that could not be fetched). */
    async recordFailure(dealerId: string, feedId: string, error: string) {
      await db.insert(dealerImports).values({
        dealerId,
        feedId,
        dryRun: false,
        status: 'failed',
        error,
        finishedAt: new Date(),
      })
    },
  }
}
export type ImportService = ReturnType<typeof importService>
