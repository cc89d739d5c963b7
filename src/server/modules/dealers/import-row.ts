import { conditions, drivetrains, fuelTypes, transmissions } from '#shared/car-options'
import { dealerCarSchema, type DealerCar } from '#shared/dealer-cars'
import type { RefusedRow, StockColumn } from '#shared/dealer-import'

/** One car of a stock file as read: the line it starts on and its columns' text. */
export interface StockRow {
  line: number
  fields: Record<string, string | undefined>
}

/** A row that passed the shared schema: the car as PUT takes it. */
export interface ReadRow {
  line: number
  stockNumber: string
  car: DealerCar
}

/** The file's column that a field of the car comes from, to name it in a refusal. */
const columnOf: Partial<Record<string, StockColumn>> = {
  stockNumber: 'stock_number',
  vin: 'vin',
  company: 'make',
  model: 'model',
  carName: 'model',
  modelYear: 'year',
  trim: 'trim',
  carCategory: 'body_type',
  mileage: 'mileage',
  resale_price: 'price',
  price: 'price',
  condition: 'condition',
  description: 'description',
  photoUrls: 'photo_urls',
  postalCode: 'postal_code',
  city: 'city',
  fuelType: 'fuel',
  transmission: 'transmission',
  drivetrain: 'drivetrain',
  seats: 'seats',
  milespergallon: 'mpg',
}
export const stockColumnOf = (field: string): string => columnOf[field] ?? field

const blank = (v: string | undefined) => v === undefined || v.trim() === ''

/**
 * '$12,500' and '12 500' read as 12500; a blank is absent; anything else stays text, which the
 * schema refuses as "must be a number".
 */
function number(v: string | undefined) {
  if (blank(v)) return undefined
  const n = Number(v!.replace(/[$,\s]/g, ''))
  return Number.isNaN(n) ? v!.trim() : n
}

/** An option named in any case ('automatic', 'GOOD'), or a feed's common other word for it. */
function option<T extends string>(
  v: string | undefined,
  options: readonly T[],
  aliases: Record<string, T> = {},
) {
  if (blank(v)) return undefined
  const word = v!.trim().toLowerCase()
  return options.find((o) => o.toLowerCase() === word) ?? aliases[word] ?? v!.trim()
}

/**
 * How feeds spell a drivetrain, with hyphens, underscores and spaces read alike ('front-wheel
 * drive', 'Front_Wheel_Drive'): 4x4 is four-wheel drive, as dealers and makers use it.
 */
const drivetrainWords: Record<string, (typeof drivetrains)[number]> = {
  'front wheel drive': 'FWD',
  'front wheel': 'FWD',
  'rear wheel drive': 'RWD',
  'rear wheel': 'RWD',
  'all wheel drive': 'AWD',
  'all wheel': 'AWD',
  '4x4': '4WD',
  '4 wheel drive': '4WD',
  'four wheel drive': '4WD',
}
function drivetrain(v: string | undefined) {
  if (blank(v)) return undefined
  return option(v!.replace(/[-_\s]+/g, ' '), drivetrains, drivetrainWords)
}

/** The row's columns as the fields PUT takes; the shared schema then judges them. */
export function carOfRow(f: StockRow['fields']) {
  const name = [f.year, f.make, f.model, f.trim].filter((p) => !blank(p)).map((p) => p!.trim())
  return {
    stockNumber: f.stock_number,
    carName: name.join(' ').slice(0, 120),
    company: f.make,
    model: f.model,
    modelYear: number(f.year),
    trim: f.trim,
    vin: f.vin,
    carCategory: blank(f.body_type) ? undefined : f.body_type!.trim().toLowerCase(),
    mileage: number(f.mileage),
    resale_price: number(f.price),
    condition: option(f.condition, conditions),
    description: f.description,
    photoUrls: blank(f.photo_urls)
      ? []
      : f
          .photo_urls!.split('|')
          .map((u) => u.trim())
          .filter((u) => u !== ''),
    postalCode: f.postal_code,
    city: f.city,
    fuelType: option(f.fuel, fuelTypes, { gas: 'Petrol', gasoline: 'Petrol', ev: 'Electric' }),
    transmission: option(f.transmission, transmissions, { auto: 'Automatic', cvt: 'Automatic' }),
    drivetrain: drivetrain(f.drivetrain),
    seats: number(f.seats),
    milespergallon: number(f.mpg),
  }
}

/**
 * One row judged by the shared schema, as a PUT of the same car would be: the car, or each
 * of its faults named by line, column and reason.
 */
export function readRow(row: StockRow): ReadRow | { refused: RefusedRow[] } {
  // PostgreSQL text cannot hold U+0000: a JSON body with one is refused by the error handler,
  // a file's row here, by its column, before it fails the whole batch as a database error.
  const withNul = Object.keys(row.fields).filter((c) => row.fields[c]?.includes('\u0000'))
  if (withNul.length > 0) {
    const reason = 'Contains a character that is not allowed (NUL)'
    return { refused: withNul.map((column) => ({ line: row.line, column, reason })) }
  }
  const car = dealerCarSchema.safeParse(carOfRow(row.fields))
  if (car.success) return { line: row.line, stockNumber: car.data.stockNumber, car: car.data }
  const refused: RefusedRow[] = []
  for (const issue of car.error.issues) {
    const column = stockColumnOf(String(issue.path[0] ?? ''))
    // One reason per column: the first is the one to fix.
    if (refused.some((r) => r.column === column)) continue
    refused.push({ line: row.line, column, reason: issue.message })
  }
  return { refused }
}
