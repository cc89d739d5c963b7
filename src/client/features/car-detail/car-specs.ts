import { carAttributes, wordedFor, type CarAttribute } from '#shared/car-attribute-list'
import type { Car } from '#shared/cars'
import { formatNumber, formatPrice, formatDate } from '../../lib/format-price'

/** The attributes carAttributes marks for the detail page, in its order (docs/style.md rule 10). */
type DetailAttribute = Extract<CarAttribute, { detail: true }>
const detailAttributes = carAttributes.filter(
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

/** The car's spec sheet: label and display value of each detail attribute it has a value for. */
export function carSpecs(car: Car): Spec[] {
  return detailAttributes.flatMap((declared) => {
    const value = car[declared.key]
    // An electric car's miles per gallon is its MPGe.
    const attribute = wordedFor(declared, car.fuelType)
    // Optional attributes (fuel type, colour, VIN, ...) a seller left empty are not shown.
    if (value === null || value === undefined || value === '') return []
    return [{ key: attribute.key, label: attribute.label, value: formatValue(attribute, value) }]
  })
}
