import { conditions, drivetrains, fuelTypes, transmissions } from './car-options'

// Apart from car-attributes.ts (which builds the listing schema at import), so that the browser's
// search filters and detail page read these without loading zod. car-attributes.ts re-exports them.

/**
 * Every attribute of a listing, declared once (docs/style.md rule 10): the Add a Car form renders
 * these in this order, the detail page shows them, and the search filters read `filter`.
 * Messages are the product's, with its typos corrected (docs/spec-deviations.md).
 */
export const carAttributes = [
  {
    key: 'carName',
    label: 'Name',
    kind: 'text',
    required: 'Name is required',
    placeholder: 'e.g. 2019 Toyota Camry SE',
  },
  {
    key: 'origin',
    label: 'Origin',
    kind: 'text',
    required: 'Origin is required',
    placeholder: 'Country of manufacture',
    detail: true,
  },
  {
    key: 'price',
    label: 'Price',
    kind: 'money',
    required: 'Price is required',
    hint: 'What the car cost new, in dollars',
    detail: true,
  },
  {
    key: 'resale_price',
    label: 'Resale Price',
    kind: 'money',
    required: 'Resale Price is required',
    hint: 'Your asking price, in dollars',
    detail: true,
  },
  {
    key: 'years_of_used',
    label: 'Years of used',
    kind: 'number',
    required: 'Years of use is required',
    unit: 'years',
    detail: true,
  },
  {
    key: 'carCategory',
    label: 'Body Type',
    kind: 'category',
    required: 'Body Type is required',
    placeholder: 'Please Select a Category',
    filter: true,
  },
  {
    key: 'description',
    label: 'Description',
    kind: 'textarea',
    required: 'Description is required',
  },
  {
    key: 'milespergallon',
    label: 'Miles per gallon',
    kind: 'number',
    required: 'Miles per gallon is required',
    unit: 'mpg',
    detail: true,
    // An electric car burns no gallons: its window sticker gives MPGe, which is what it means.
    electric: {
      label: 'Miles per gallon equivalent',
      unit: 'MPGe',
      hint: 'An electric car’s MPGe, as on its window sticker: miles on 33.7 kWh, the energy in a gallon of petrol',
    },
  },
  {
    key: 'buyingyear',
    label: 'Year of Buying',
    kind: 'date',
    required: 'Year of buying is required',
    detail: true,
  },
  {
    key: 'company',
    label: 'Company',
    kind: 'text',
    required: 'Company name is required',
    placeholder: 'Make, e.g. Toyota',
    suggest: 'makes',
    detail: true,
    filter: true,
  },
  {
    key: 'model',
    label: 'Model',
    kind: 'text',
    required: 'Model is required',
    placeholder: 'e.g. Camry',
    suggest: 'models',
    detail: true,
  },
  {
    key: 'modelYear',
    label: 'Model year',
    kind: 'year',
    required: 'Model year is required',
    hint: 'The year the maker gives the model, not when it was bought',
    detail: true,
  },
  {
    key: 'trim',
    label: 'Trim',
    kind: 'text',
    placeholder: 'e.g. SE, XLT, Limited',
    detail: true,
  },
  {
    key: 'condition',
    label: 'Condition',
    kind: 'select',
    options: conditions,
    required: 'Condition is required',
    placeholder: 'Please Select A Option',
    detail: true,
    filter: true,
  },
  {
    key: 'mileage',
    label: 'Mileage',
    kind: 'number',
    required: 'Mileage is required',
    unit: 'miles',
    detail: true,
    filter: true,
  },
  {
    key: 'fuelType',
    label: 'Fuel type',
    kind: 'select',
    options: fuelTypes,
    placeholder: 'Not specified',
    detail: true,
    filter: true,
  },
  {
    key: 'transmission',
    label: 'Transmission',
    kind: 'select',
    options: transmissions,
    placeholder: 'Not specified',
    detail: true,
    filter: true,
  },
  {
    key: 'drivetrain',
    label: 'Drivetrain',
    kind: 'select',
    options: drivetrains,
    placeholder: 'Not specified',
    hint: 'Which wheels drive the car: front, rear, all (AWD) or four with a low range (4WD)',
    detail: true,
    filter: true,
  },
  {
    key: 'seats',
    label: 'Seats',
    kind: 'number',
    unit: 'seats',
    // Whole seats, as many as a van has: the form's input and the listing's check both read these.
    min: 1,
    max: 15,
    step: 1,
    detail: true,
    filter: true,
  },
  {
    key: 'color',
    label: 'Exterior colour',
    kind: 'text',
    placeholder: 'e.g. Silver',
    detail: true,
  },
  {
    key: 'vin',
    label: 'VIN',
    kind: 'text',
    placeholder: '17 characters',
    hint: 'Lets buyers check its history. It is at the foot of the windscreen and on the driver’s door frame',
    detail: true,
  },
  {
    key: 'postalCode',
    label: 'ZIP code',
    kind: 'text',
    required: 'ZIP code is required',
    placeholder: 'e.g. 78704',
    hint: 'Where buyers can see the car; buyers search by distance from it',
  },
  {
    key: 'city',
    label: 'City',
    kind: 'text',
    required: 'City is required',
    placeholder: 'e.g. Austin',
  },
] as const

export type CarAttribute = (typeof carAttributes)[number]

/**
 * An attribute as a car of `fuelType` words it: the label, unit and hint of its `electric`
 * variant for an electric car (miles per gallon becomes MPGe), otherwise as declared.
 */
export function wordedFor<A extends CarAttribute>(attribute: A, fuelType: unknown): A {
  if (fuelType !== 'Electric' || !('electric' in attribute)) return attribute
  return { ...attribute, ...attribute.electric }
}
export const attributeByKey = Object.fromEntries(carAttributes.map((a) => [a.key, a])) as {
  [K in CarAttribute['key']]: Extract<CarAttribute, { key: K }>
}

/**
 * The listing form's fields a dealer's car may leave out (docs/api.md "Dealers": feeds rarely carry
 * them); required of a private seller. Here, without zod, for the form's labels.
 */
export const dealerOptionalFields = [
  'origin',
  'price',
  'years_of_used',
  'buyingyear',
  'milespergallon',
] as const satisfies readonly CarAttribute['key'][]
