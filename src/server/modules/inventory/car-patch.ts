import { newCarSchema } from '#shared/car-attributes'
import type { CarPatch } from '#shared/car-patch'
import { dealerCarEditSchema, type DealerCarEdit } from '#shared/dealer-cars'
import type { cars } from '../../db/schema'
import { Refusal } from '../../errors'

type CarRow = typeof cars.$inferSelect

/** A listing as its form would send it whole: what a patch is laid over. */
export function carAsForm(row: CarRow): Record<string, unknown> {
  const dollars = (cents: number | null) => (cents === null ? null : Math.round(cents / 100))
  return {
    carName: row.name,
    origin: row.origin,
    price: dollars(row.priceCents),
    resale_price: dollars(row.resalePriceCents),
    years_of_used: row.yearsUsed,
    carCategory: row.categoryId,
    description: row.description,
    milespergallon: row.milesPerGallon,
    buyingyear: row.buyingYear,
    company: row.company,
    model: row.model,
    modelYear: row.modelYear,
    trim: row.trim,
    postalCode: row.postalCode,
    city: row.city,
    condition: row.condition,
    mileage: row.mileage,
    fuelType: row.fuelType,
    transmission: row.transmission,
    drivetrain: row.drivetrain,
    seats: row.seats,
    color: row.color,
    vin: row.vin,
    image: row.images[0],
    images: row.images,
  }
}

/**
 * The car a JSON merge patch (RFC 7396) leaves: each field sent replaces the listing's, null
 * removes it, and the result must pass the same schema as a new listing (a private seller's
 * form, or a dealer's car, where the fields feeds rarely carry may be empty). So a required
 * field sent as null is refused with its own message, and so is a patch that breaks a rule
 * between fields (an asking price above the price new). The edit page may still send all.
 */
export function patchedCar(row: CarRow, patch: CarPatch): DealerCarEdit {
  const merged = carAsForm(row)
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key]
    else if (value !== undefined) merged[key] = value
  }
  // A dealer's car's photos are its photo list's (fetched, and it is Hidden until one is): an
  // edit that changed them would leave its status wrong, and the next import undoes them.
  if (row.dealerId && !samePhotos(merged, row.images)) {
    throw new Refusal(
      400,
      'A dealer’s car takes its photos from its photoUrls: change them there (PUT inventory or a stock import)',
      'body.image',
    )
  }
  const parsed = (row.dealerId ? dealerCarEditSchema : newCarSchema).safeParse(merged)
  if (parsed.success) return parsed.data
  const issues = parsed.error.issues.map((i) => ({
    path: ['body', ...i.path.map(String)].join('.'),
    message: i.message,
  }))
  throw Object.assign(new Refusal(400, issues[0]!.message), { issues })
}

/** Whether the photos a form names (its cover first, as `checkedPhotos` reads them) are these. */
function samePhotos(form: Record<string, unknown>, images: string[]) {
  const named = [form.image, ...((form.images as unknown[] | undefined) ?? [])]
  const urls = [...new Set(named)].filter((u) => u !== undefined)
  return urls.length === images.length && urls.every((u, i) => u === images[i])
}
