import { carAttributes, type CarAttribute } from '#shared/car-attribute-list'

type SectionStart = {
  title: string
  intro: string
  /** The attribute that opens the section; it runs until the next section's start. */
  from: CarAttribute['key'] | 'photos'
}

/**
 * The form's sections (after the VIN's) cut carAttributes into runs without reordering it, so
 * the fields keep the form's order (Photo sits between Company, with the model after it, and Condition) and an
 * attribute added to the list appears in the form by itself (docs/style.md rule 10).
 */
const starts: SectionStart[] = [
  { title: 'Basics', intro: 'What buyers see first in search results.', from: 'carName' },
  {
    title: 'Pricing',
    intro: 'Whole dollars. Buyers see your asking price; the new price shows what they save.',
    from: 'price',
  },
  { title: 'Details', intro: 'The facts buyers compare between cars.', from: 'years_of_used' },
  {
    title: 'Photos',
    intro: 'Clear daylight photos from every side sell cars faster. The first photo is the cover.',
    from: 'photos',
  },
  {
    title: 'History and specs',
    intro: 'Honest answers here save you questions later.',
    from: 'condition',
  },
  {
    title: 'Where the car is',
    intro: 'Buyers search by distance from their ZIP code. The listing shows the city.',
    from: 'postalCode',
  },
]

export type FormSection = {
  id: string
  title: string
  intro: string
  photos: boolean
  fields: CarAttribute[]
}

// Add a Car starts with the VIN, which fills in the make, model year and model (decision 0116):
// its own section first, taken out of the run it has in carAttributes (the car page's order).
const vinSection: FormSection = {
  id: 'vin',
  title: 'Start with the VIN',
  intro: 'A valid VIN fills in the make, the model year and often the model. No VIN? Skip it.',
  photos: false,
  fields: carAttributes.filter((a) => a.key === 'vin'),
}

export const formSections: FormSection[] = [
  vinSection,
  ...starts.map((start, index) => {
    const id = start.title.toLowerCase().replaceAll(' ', '-')
    if (start.from === 'photos') return { ...start, id, photos: true, fields: [] }
    const first = carAttributes.findIndex((a) => a.key === start.from)
    const next = starts.slice(index + 1).find((s) => s.from !== 'photos')?.from as
      CarAttribute['key'] | undefined
    const end = next ? carAttributes.findIndex((a) => a.key === next) : carAttributes.length
    const fields = carAttributes.slice(first, end).filter((a) => a.key !== 'vin')
    return { ...start, id, photos: false, fields }
  }),
]
