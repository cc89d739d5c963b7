import { z } from 'zod'
import { attributeByKey } from './car-attribute-list'
import { conditions, drivetrains, fuelTypes, transmissions } from './cars'
import { calendarDay } from './dates'
import { decodeVin } from './vin'
import { requiredText as textField } from './text'

export { attributeByKey, carAttributes, type CarAttribute } from './car-attribute-list'

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || Number.isNaN(v)

function requiredNumber(
  key: 'price' | 'resale_price' | 'years_of_used' | 'milespergallon' | 'mileage',
) {
  const { label, required } = attributeByKey[key]
  return z.number({ error: (iss) => (isBlank(iss.input) ? required : `${label} must be a number`) })
}

function requiredText(
  key: 'carName' | 'origin' | 'description' | 'company' | 'model' | 'city',
  max: number,
) {
  const { label, required } = attributeByKey[key]
  return textField(required, max, `${label} must be at most ${max} characters`)
}

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()

const MAX_DOLLARS = 10_000_000

/** Every field of a listing as a seller's form sends it; newCarSchema adds the rules across fields. */
export const carFieldsSchema = z.object({
  carName: requiredText('carName', 120),
  origin: requiredText('origin', 60),
  price: requiredNumber('price')
    .int('Price must be whole dollars')
    .positive('Price must be more than 0')
    .max(MAX_DOLLARS, 'Price is too high'),
  resale_price: requiredNumber('resale_price')
    .int('Resale Price must be whole dollars')
    .positive('Resale Price must be more than 0')
    .max(MAX_DOLLARS, 'Resale Price is too high'),
  years_of_used: requiredNumber('years_of_used')
    .int('Years of use must be a whole number')
    .min(0, 'Years of use cannot be negative')
    .max(100, 'Years of use is too high'),
  carCategory: z
    .string({ error: attributeByKey.carCategory.required })
    .min(1, attributeByKey.carCategory.required)
    .max(40),
  description: requiredText('description', 5000),
  // At least 1, not just above 0: the column is a `real`, and a tiny value such as 1e-50
  // cannot be stored (PostgreSQL refuses it as out of range).
  milespergallon: requiredNumber('milespergallon')
    .min(1, 'Miles per gallon must be at least 1')
    .max(500, 'Miles per gallon is too high'),
  buyingyear: z
    .string({ error: attributeByKey.buyingyear.required })
    .min(1, attributeByKey.buyingyear.required)
    .pipe(calendarDay('Year of buying'))
    .refine((d) => d >= '1900-01-01', 'Year of buying must be 1900 or later')
    .refine(
      (d) => d <= new Date().toISOString().slice(0, 10),
      'Year of buying cannot be in the future',
    ),
  company: requiredText('company', 60),
  model: requiredText('model', 60),
  modelYear: z
    .number({
      error: (iss) =>
        isBlank(iss.input) ? attributeByKey.modelYear.required : 'Model year must be a year',
    })
    .int('Model year must be a year')
    .min(1900, 'Model year must be 1900 or later')
    .refine((y) => y <= new Date().getFullYear() + 1, 'Model year cannot be in the future'),
  trim: optionalText(60, 'Trim'),
  postalCode: z
    .string({ error: attributeByKey.postalCode.required })
    .trim()
    .min(1, attributeByKey.postalCode.required)
    .regex(/^\d{5}$/, 'Enter a 5-digit ZIP code'),
  city: requiredText('city', 80),
  condition: z.enum(conditions, { error: attributeByKey.condition.required }),
  mileage: requiredNumber('mileage')
    .int('Mileage must be a whole number')
    .min(0, 'Mileage cannot be negative')
    .max(2_000_000, 'Mileage is too high'),
  fuelType: z.enum(fuelTypes).nullable().optional(),
  transmission: z.enum(transmissions).nullable().optional(),
  drivetrain: z
    .enum(drivetrains, { error: `Drivetrain must be one of ${drivetrains.join(', ')}` })
    .nullable()
    .optional(),
  // Optional: a listing without a seat count stays valid; the form sends an emptied one as null.
  seats: z
    .number({ error: 'Seats must be a number' })
    .int('Seats must be a whole number')
    .min(attributeByKey.seats.min, `Seats must be at least ${attributeByKey.seats.min}`)
    .max(attributeByKey.seats.max, `Seats must be at most ${attributeByKey.seats.max}`)
    .nullable()
    .optional(),
  color: optionalText(40, 'Exterior colour'),
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .superRefine((v, ctx) => {
      const reading = v == null ? null : decodeVin(v)
      if (reading && !reading.ok) ctx.addIssue({ code: 'custom', message: reading.error })
    }),
  image: z.string({ error: 'Photo is required' }).min(1, 'Photo is required').max(200),
  images: z.array(z.string().max(200)).max(12, 'At most 12 photos').optional(),
})

/**
 * Price is what the car cost new, Resale Price what the seller asks now: swapped, the listing
 * would show the new price as the asking price. A dealer's car may not say its price new.
 */
export function refineResaleWithinPrice<
  S extends z.ZodType<{ price?: number | null; resale_price: number }>,
>(schema: S): S {
  return schema.refine((car) => car.price == null || car.resale_price <= car.price, {
    path: ['resale_price'],
    message: 'Resale Price cannot be more than the Price (what the car cost new)',
  })
}

/** What a seller sends to list a car (POST /api/allcars); the server sets the rest. */
export const newCarSchema = refineResaleWithinPrice(carFieldsSchema)
export type NewCar = z.infer<typeof newCarSchema>
export type NewCarInput = z.input<typeof newCarSchema>
