import sharp from 'sharp'

/** A plain used car as the Add a Car form would send it, less its photo (e2e and process tests). */
export const usedCar = {
  origin: 'Japan',
  price: 24000,
  resale_price: 17500,
  years_of_used: 5,
  carCategory: 'sedan',
  description: 'One owner, full service history, new tyres last spring and two keys.',
  milespergallon: 36,
  buyingyear: '2019-04-12',
  company: 'Honda',
  model: 'Civic',
  modelYear: 2019,
  postalCode: '78704',
  city: 'Austin',
  condition: 'Good',
  mileage: 51000,
}

/** A 4:3 photo in one colour: enough for the server to accept and re-encode. */
export const carPhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3b6ea5' } })
    .jpeg()
    .toBuffer()
