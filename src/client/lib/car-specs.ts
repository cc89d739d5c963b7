import { carAttributes, wordedFor, type CarAttribute } from '#shared/car-attribute-list'
import type { Car } from '#shared/cars'
import { formatNumber, formatPrice, formatDate } from './format-price'

// The car page's spec sheet and the compare page's table read a car's attributes from here.

/** The attributes carAttributes marks for the detail page, in its order (docs/style.md rule 10). */
export type DetailAttribute = Extract<CarAttribute, { detail: true }>
export const detailAttributes = carAttributes.filter(
  (attribute): attribute is DetailAttribute => 'detail' in attribute && attribute.detail,
)

function formatValue(attribute: DetailAttribute, value: string | number): string {
  switch (attribute.kind) {
    case 'money':
      return formatPrice(Number(value))
    case 'number': {
      const unit = 'unit' in attribute ? attribute.unit : ''
      // "1 years" reads wrong; the units are all plain English plurals.
      const shown = value === 1 ? unit.replace(/s$/, '') : unit
      return `${formatNumber(Number(value))} ${shown}`.trim()
    }
    case 'date': {
      // Dates travel as YYYY-MM-DD; shown in UTC so no time zone moves them to the day before.
      const time = Date.parse(String(value))
      return Number.isNaN(time) ? String(value) : formatDate(time, 'utc')
    }
    default:
      return String(value)
  }
}

export type Spec = { key: string; label: string; value: string }

/** One attribute of the car as its page shows it ("120 MPGe"); null when the car has none. */
export function specOf(declared: DetailAttribute, car: Car): Spec | null {
  const value = car[declared.key]
  // An electric car's miles per gallon is its MPGe.
  const attribute = wordedFor(declared, car.fuelType)
  // Optional attributes (fuel type, colour, VIN, ...) a seller left empty are not shown.
  if (value === null || value === undefined || value === '') return null
  return { key: attribute.key, label: attribute.label, value: formatValue(attribute, value) }
}

/** The car's spec sheet: label and display value of each detail attribute it has a value for. */
export const carSpecs = (car: Car): Spec[] =>
  detailAttributes.flatMap((declared) => specOf(declared, car) ?? [])
