import { carAttributes, type CarAttribute } from '#shared/car-attribute-list'
import { searchFields } from '#shared/search-fields'

type RangeKey =
  'minPrice' | 'maxPrice' | 'minModelYear' | 'maxModelYear' | 'minMileage' | 'maxMileage'
type ChoiceKey = 'category' | 'condition' | 'fuel' | 'transmission' | 'drivetrain'
type AtLeastKey = 'minSeats'

export type FilterField =
  | {
      kind: 'choice'
      param: ChoiceKey
      label: string
      /** Absent for body types, which come from the server's category list. */
      options?: readonly string[]
    }
  | { kind: 'text'; param: 'company'; label: string; placeholder?: string }
  /** A lower bound picked from a few usual values ("7 or more" seats): nobody needs a maximum. */
  | { kind: 'atLeast'; param: AtLeastKey; label: string; options: readonly number[] }
  | {
      kind: 'range'
      min: RangeKey
      max: RangeKey
      label: string
      prefix?: string
      unit?: string
      bounds: { min: number; max: number }
    }

type Filterable = Extract<CarAttribute, { filter: true }>

// A range's inputs accept what the search accepts (#shared/search-fields).
const boundsOf = (key: RangeKey) => ({ min: searchFields[key].min, max: searchFields[key].max })

// The search parameter behind each attribute declared `filter: true` (docs/style.md rule 10). A new
// filterable attribute fails to compile until it is given one here (and in the shared schema).
const paramOf = {
  carCategory: 'category',
  company: 'company',
  condition: 'condition',
  mileage: ['minMileage', 'maxMileage'],
  fuelType: 'fuel',
  transmission: 'transmission',
  drivetrain: 'drivetrain',
  seats: 'minSeats',
} as const satisfies Record<
  Filterable['key'],
  ChoiceKey | 'company' | AtLeastKey | [RangeKey, RangeKey]
>

// The seat counts cars come with: a roadster, a coupe, most cars, a third row, a large van.
const atLeastOptions: Record<AtLeastKey, readonly number[]> = { minSeats: [2, 4, 5, 7, 8] }

function fromAttribute(attribute: Filterable): FilterField {
  switch (attribute.kind) {
    case 'category':
      return { kind: 'choice', param: paramOf.carCategory, label: attribute.label }
    case 'select':
      return {
        kind: 'choice',
        param: paramOf[attribute.key],
        label: attribute.label,
        options: attribute.options,
      }
    case 'text':
      return {
        kind: 'text',
        param: paramOf[attribute.key],
        label: attribute.label,
        placeholder: 'e.g. Toyota',
      }
    case 'number': {
      const param = paramOf[attribute.key]
      if (typeof param === 'string') {
        return { kind: 'atLeast', param, label: attribute.label, options: atLeastOptions[param] }
      }
      const [min, max] = param
      return {
        kind: 'range',
        min,
        max,
        label: attribute.label,
        unit: attribute.unit,
        bounds: boundsOf(min),
      }
    }
  }
}

const declared = carAttributes.filter((a): a is Filterable => 'filter' in a && a.filter)

/**
 * The filter panel, in order. Price and year are declared as a listing's money and date, not as
 * filters: buyers search them as ranges of the asking price and of the model year, so they are
 * added here under the names a buyer uses ('Price' is what every card shows). The buying
 * year (when the seller bought the car) stays a parameter of the API (`minYear`, `maxYear`) without a field of its own.
 */
export const filterFields: FilterField[] = [
  ...declared.filter((a) => a.kind === 'category').map(fromAttribute),
  {
    kind: 'range',
    min: 'minPrice',
    max: 'maxPrice',
    label: 'Price',
    prefix: '$',
    bounds: boundsOf('minPrice'),
  },
  {
    kind: 'range',
    min: 'minModelYear',
    max: 'maxModelYear',
    label: 'Model year',
    bounds: boundsOf('minModelYear'),
  },
  ...declared.filter((a) => a.kind !== 'category').map(fromAttribute),
]
