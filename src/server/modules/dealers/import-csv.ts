import type { Readable } from 'node:stream'
import { parse, type CsvError } from 'csv-parse'
import { Refusal } from '../../errors'
import type { StockRow } from './import-row'

/**
 * A dealer's CSV stock file, row by row as it streams in (csv-parse): a header row names the
 * columns, in any order, and each later row is one car with its first line's number (a quoted
 * field may span lines). A file the parser cannot read (an unclosed quote, a row far longer
 * than any car) is refused as a whole with the line it broke on: a broken file imports nothing.
 */
export async function* readCsv(input: Readable): AsyncGenerator<StockRow> {
  const parser = input.pipe(
    parse({
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      info: true,
      trim: true,
      skip_empty_lines: true,
      // A row short of a column is refused by the check of that column, not as a broken file.
      relax_column_count: true,
      max_record_size: 64 * 1024,
    }),
  )
  // Passed on, so a read error (a dropped connection) ends the loop rather than hanging it.
  input.on('error', (err) => parser.destroy(err))
  let lines = 1
  let empty = 0
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>
      info: { lines: number; empty_lines: number }
    }>) {
      // info.lines is the record's last line; it began after the previous one and any blanks.
      const line = lines + 1 + (info.empty_lines - empty)
      lines = info.lines
      empty = info.empty_lines
      yield { line, fields: record }
    }
  } catch (err) {
    const e = err as CsvError & { lines?: number }
    if (typeof e.code === 'string' && e.code.startsWith('CSV_')) {
      throw new Refusal(
        400,
        `This CSV file could not be read at line ${e.lines ?? lines}: ${e.message}`,
      )
    }
    throw err
  }
}
