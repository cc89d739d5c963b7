import { z } from 'zod'

/**
 * A dealer's stock files (docs/api.md "Dealers", docs/dealer-import.md): the columns of an import,
 * its report, and the feeds that fetch one on a schedule.
 */

/** The columns of a CSV file (header row, any order) and the elements of an XML `<vehicle>`. */
export const stockColumns = [
  'stock_number',
  'vin',
  'make',
  'model',
  'year',
  'trim',
  'body_type',
  'mileage',
  'price',
  'condition',
  'description',
  'photo_urls',
  'postal_code',
  'city',
  'fuel',
  'transmission',
  'drivetrain',
  'seats',
  'mpg',
] as const
export type StockColumn = (typeof stockColumns)[number]

/** One row an import refused: its line in the file, the column at fault, and why. */
export const refusedRowSchema = z.object({
  line: z.number().int(),
  column: z.string(),
  reason: z.string(),
})
export type RefusedRow = z.infer<typeof refusedRowSchema>

/** POST /api/dealers/{id}/imports: what the file did (or, in a dry run, would do). */
export const importReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  withdrawn: z.number().int(),
  refused: z.array(refusedRowSchema),
  /** Why no car was withdrawn although the file left some out (no valid row). */
  note: z.string().optional(),
})
export type ImportReport = z.infer<typeof importReportSchema>

export const importQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).default('false'),
})

/** PUT /api/dealers/{id}/inventory/{stockNumber}: the car's id and what the call did. */
export const stockSavedSchema = z.object({
  _id: z.string(),
  stockNumber: z.string(),
  outcome: z.enum(['created', 'updated', 'unchanged']),
})
export type StockSaved = z.infer<typeof stockSavedSchema>

/** How often a feed runs: 15m up to 24h, as minutes or hours ('90m', '1h', '24h'). */
export const feedEverySchema = z
  .string()
  .trim()
  .regex(/^\d{1,4}[mh]$/, "Say how often as minutes or hours, such as '30m' or '1h'")
  .transform((s) => Number(s.slice(0, -1)) * (s.endsWith('h') ? 60 : 1))
  .refine((m) => m >= 15, 'A feed runs at most every 15 minutes')
  .refine((m) => m <= 24 * 60, 'A feed runs at least once a day (24h)')

/** POST /api/dealers/{id}/feeds */
export const newFeedSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, message: 'Enter the feed’s http or https address' })
    .max(2000, 'The address is too long'),
  format: z.enum(['csv', 'xml'], { error: "Format is 'csv' or 'xml'" }),
  every: feedEverySchema.default(60),
})
export type NewFeed = z.input<typeof newFeedSchema>

/** One run of a feed or upload, as its dealer sees it. */
export const importRunSchema = z.object({
  _id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  dryRun: z.boolean(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  report: importReportSchema.nullable(),
  /** Why the run failed as a whole: the feed could not be fetched or read. */
  error: z.string().nullable(),
})
export type ImportRun = z.infer<typeof importRunSchema>

export const feedSchema = z.object({
  _id: z.string(),
  url: z.string(),
  format: z.enum(['csv', 'xml']),
  everyMinutes: z.number().int(),
  nextRunAt: z.string(),
  createdAt: z.string(),
  lastRun: importRunSchema.nullable(),
})
export type Feed = z.infer<typeof feedSchema>
export const feedsSchema = z.array(feedSchema)
