import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { projectRoot } from '../../config'
import { seedCategories, seedDemoCatalogue } from '../../db/seed'
import { localDiskStorage } from '../../storage/local-disk'
import { appForFile, tempDirForFile } from '../../../../tests/support/server/file-app'

/** What every answer to a query must be: the filters its words name. */
type Every = {
  carCategory?: string
  maxPrice?: number
  fuelType?: string
  minModelYear?: number
  maxMileage?: number
  drivetrain?: string
  minSeats?: number
  maxDistance?: number
  cheapestFirst?: boolean
  nearestFirst?: boolean
}
type Case = {
  q: string
  top: string[]
  not?: string[]
  every?: Every
  /** Nothing matches: the fallback leaves out this, and offers `top` among its first five. */
  fallback?: 'place' | 'price' | 'word'
}

/**
 * Search quality over a known catalogue (the demo's cars, in Chicago, Austin and Seattle):
 * what people type, the cars that must be among the first five answers, and those that must
 * not be answered at all. The order is the default, best match: a car named by the words
 * before one that only mentions them; with a place, nearest first.
 */
const cases: Case[] = [
  // Make and model, spelled as makers and people write them.
  { q: 'Ford F-150', top: ['2019 Ford F-150 XLT'], not: ['2019 GMC Sierra 1500 Elevation'] },
  { q: 'F-150', top: ['2019 Ford F-150 XLT'], not: ['2018 Chevrolet Silverado 1500 LT'] },
  { q: 'ford f150', top: ['2019 Ford F-150 XLT'] },
  { q: 'f150', top: ['2019 Ford F-150 XLT'] },
  { q: 'MX-5', top: ['2019 Mazda MX-5 Miata Club'] },
  { q: 'mx5', top: ['2019 Mazda MX-5 Miata Club'] },
  { q: 'miata', top: ['2019 Mazda MX-5 Miata Club'] },
  { q: 'CR-V', top: ['2019 Honda CR-V EX'] },
  { q: 'crv', top: ['2019 Honda CR-V EX'] },
  { q: 'honda crv ex', top: ['2019 Honda CR-V EX'] },
  { q: 'mercedes', top: ['2017 Mercedes-Benz C 300'] },
  { q: 'benz', top: ['2017 Mercedes-Benz C 300'] },
  { q: 'merc', top: ['2017 Mercedes-Benz C 300'] },
  { q: 'mercedes c-class', top: ['2017 Mercedes-Benz C 300'] },
  { q: 'chevy', top: ['2018 Chevrolet Silverado 1500 LT', '2019 Chevrolet Camaro 2SS'] },
  { q: 'vw golf', top: ['2018 Volkswagen Golf TSI'] },
  { q: 'volkswagen', top: ['2018 Volkswagen Golf TSI'] },
  { q: 'bmw 3 series', top: ['2018 BMW 330i'], not: ['2020 BMW Z4 sDrive30i'] },
  { q: '330i', top: ['2018 BMW 330i'] },
  { q: 'tesla model 3', top: ['2021 Tesla Model 3 Long Range'] },
  { q: 'grand cherokee', top: ['2017 Jeep Grand Cherokee Limited'] },
  { q: 'xc60', top: ['2019 Volvo XC60 T5 Momentum'] },
  { q: 'ram 1500', top: ['2020 RAM 1500 Big Horn'], not: ['2019 Ford F-150 XLT'] },
  { q: 'silverado', top: ['2018 Chevrolet Silverado 1500 LT'] },
  { q: 'mini cooper', top: ['2018 MINI Cooper S Convertible'] },
  { q: 'porsche boxster', top: ['2019 Porsche 718 Boxster'] },
  { q: 'ford mustang', top: ['2018 Ford Mustang GT', '2017 Ford Mustang EcoBoost Convertible'] },
  // A model year with a model.
  { q: '2019 camry', top: ['2019 Toyota Camry SE'] },
  { q: '2020 honda', top: ['2020 Honda Accord Sport', '2020 Honda Civic Hatchback Sport'] },
  // Beginnings, as the box is typed into.
  { q: 'toyo', top: ['2019 Toyota Camry SE'], not: ['2018 Ford Explorer XLT'] },
  { q: 'toy cam', top: ['2019 Toyota Camry SE'] },
  { q: 'subaru fores', top: ['2021 Subaru Forester Premium'] },
  // Body types are words of their cars.
  { q: 'suv', top: ['2020 Toyota RAV4 Hybrid XLE', '2019 Honda CR-V EX'] },
  { q: 'SUV toyota', top: ['2020 Toyota RAV4 Hybrid XLE'], not: ['2019 Toyota Camry SE'] },
  { q: 'pickup', top: ['2019 Ford F-150 XLT'], not: ['2019 Toyota Camry SE'] },
  { q: 'truck', top: ['2019 Ford F-150 XLT'], not: ['2018 Ford Explorer XLT'] },
  { q: 'convertible', top: ['2019 Mazda MX-5 Miata Club'] },
  { q: 'hatchback', top: ['2018 Volkswagen Golf TSI'] },
  { q: 'coupe bmw', top: ['2020 BMW 430i Coupe'], not: ['2018 BMW 330i'] },
  // Trims and words from the listing.
  { q: 'trd off-road', top: ['2017 Toyota Tacoma TRD Off-Road'] },
  { q: 'hybrid', top: ['2020 Toyota RAV4 Hybrid XLE', '2019 Toyota Prius LE'] },
  { q: 'cabriolet', top: ['2016 Audi A3 Cabriolet'] },
  // Typos in a make or model.
  { q: 'toyta camry', top: ['2019 Toyota Camry SE'] },
  { q: 'camery', top: ['2019 Toyota Camry SE'] },
  { q: 'chevrolete', top: ['2018 Chevrolet Silverado 1500 LT', '2019 Chevrolet Camaro 2SS'] },
  { q: 'silverdo', top: ['2018 Chevrolet Silverado 1500 LT'] },
  { q: 'mercedez', top: ['2017 Mercedes-Benz C 300'] },
  { q: 'volkswagon golf', top: ['2018 Volkswagen Golf TSI'] },
  { q: 'porshe boxster', top: ['2019 Porsche 718 Boxster'] },
  { q: 'subaru forrester', top: ['2021 Subaru Forester Premium'] },
  // Fuel is a word too ("ev" is electric).
  { q: 'electric', top: ['2021 Tesla Model 3 Long Range'] },
  { q: 'ev', top: ['2021 Tesla Model 3 Long Range'] },
  // Case, and nothing where nothing is.
  { q: 'PRIUS', top: ['2019 Toyota Prius LE'] },
  { q: 'lamborghini', top: [], not: ['2019 Porsche 718 Boxster'] },
  // A word is no typo of another make or model: "minivan" is no MINI.
  { q: 'minivan', top: [], not: ['2018 MINI Cooper S Convertible'] },
  { q: 'camaro', top: ['2019 Chevrolet Camaro 2SS'], not: ['2019 Toyota Camry SE'] },
  { q: 'camry', top: ['2019 Toyota Camry SE'], not: ['2019 Chevrolet Camaro 2SS'] },
  // Prices, as people write them.
  {
    q: 'suv under 20k',
    top: ['2017 Jeep Grand Cherokee Limited'],
    every: { carCategory: 'suv', maxPrice: 20_000 },
  },
  {
    q: 'cheap suv',
    top: ['2017 Jeep Grand Cherokee Limited'],
    every: { carCategory: 'suv', cheapestFirst: true },
  },
  { q: 'cheap', top: ['2016 Ford Fiesta ST'], every: { cheapestFirst: true } },
  {
    q: 'honda below $20,000',
    top: ['2020 Honda Civic Hatchback Sport'],
    every: { maxPrice: 20_000 },
  },
  {
    q: 'convertible under 20000',
    top: ['2016 Audi A3 Cabriolet', '2018 MINI Cooper S Convertible'],
    every: { carCategory: 'convertible', maxPrice: 20_000 },
  },
  { q: 'sedan less than 15k', top: [], every: { carCategory: 'sedan', maxPrice: 15_000 } },
  {
    q: 'truck under 28k',
    top: ['2017 Toyota Tacoma TRD Off-Road', '2018 Chevrolet Silverado 1500 LT'],
    every: { carCategory: 'pickup', maxPrice: 28_000 },
  },
  {
    q: 'hatchback max 15k',
    top: ['2018 Volkswagen Golf TSI', '2016 Ford Fiesta ST'],
    every: { carCategory: 'hatchback', maxPrice: 15_000 },
  },
  { q: 'bmw under 25k', top: ['2018 BMW 330i'], not: ['2020 BMW 430i Coupe'] },
  // Years and mileage.
  { q: '2021 or newer', top: ['2021 Tesla Model 3 Long Range'], every: { minModelYear: 2021 } },
  {
    q: 'suv 2020 or newer',
    top: ['2020 Toyota RAV4 Hybrid XLE', '2021 Subaru Forester Premium'],
    every: { carCategory: 'suv', minModelYear: 2020 },
  },
  {
    q: 'toyota newer than 2019',
    top: ['2020 Toyota RAV4 Hybrid XLE', '2022 Toyota GR86 Premium'],
    not: ['2019 Toyota Camry SE'],
  },
  { q: 'under 30,000 miles', top: ['2021 Hyundai Elantra SEL'], every: { maxMileage: 30_000 } },
  { q: 'coupe under 40k miles', top: [], every: { carCategory: 'coupe', maxMileage: 40_000 } },
  { q: 'low mileage sedan', top: [], every: { carCategory: 'sedan', maxMileage: 50_000 } },
  // Fuels and body types by their other names.
  { q: 'electric sedan', top: ['2021 Tesla Model 3 Long Range'], every: { fuelType: 'Electric' } },
  {
    q: 'hybrid suv',
    top: ['2020 Toyota RAV4 Hybrid XLE'],
    not: ['2019 Toyota Prius LE'],
    every: { fuelType: 'Hybrid' },
  },
  { q: 'diesel', top: ['2019 GMC Sierra 1500 Elevation'], every: { fuelType: 'Diesel' } },
  {
    q: 'diesel truck',
    top: ['2019 GMC Sierra 1500 Elevation'],
    every: { carCategory: 'pickup', fuelType: 'Diesel' },
  },
  { q: 'crossover', top: ['2019 Honda CR-V EX'], every: { carCategory: 'suv' } },
  { q: 'pickup truck', top: ['2019 Ford F-150 XLT'], every: { carCategory: 'pickup' } },
  { q: 'toyota truck', top: ['2017 Toyota Tacoma TRD Off-Road'], every: { carCategory: 'pickup' } },
  { q: 'ford coupe', top: ['2018 Ford Mustang GT'], not: ['2019 Ford F-150 XLT'] },
  // Drivetrains and seats.
  {
    q: 'awd suv',
    top: ['2020 Toyota RAV4 Hybrid XLE', '2019 Honda CR-V EX'],
    every: { carCategory: 'suv', drivetrain: 'AWD' },
  },
  {
    q: '4x4 truck',
    top: ['2019 Ford F-150 XLT'],
    not: ['2021 Nissan Frontier SV'],
    every: { carCategory: 'pickup', drivetrain: '4WD' },
  },
  { q: '7 seats', top: ['2018 Ford Explorer XLT'], every: { minSeats: 7 } },
  {
    q: 'third row suv',
    top: ['2018 Ford Explorer XLT'],
    every: { carCategory: 'suv', minSeats: 7 },
  },
  {
    q: 'awd under 25k',
    top: ['2019 Honda CR-V EX', '2017 Audi A5 Coupe quattro'],
    every: { drivetrain: 'AWD', maxPrice: 25_000 },
  },
  {
    q: 'rear wheel drive convertible',
    top: ['2019 Mazda MX-5 Miata Club'],
    not: ['2018 MINI Cooper S Convertible'],
    every: { carCategory: 'convertible', drivetrain: 'RWD' },
  },
  {
    q: 'electric awd',
    top: ['2021 Tesla Model 3 Long Range'],
    every: { fuelType: 'Electric', drivetrain: 'AWD' },
  },
  {
    q: 'fwd hatchback under 16k',
    top: ['2018 Volkswagen Golf TSI', '2016 Ford Fiesta ST', '2019 Hyundai i30 N Line'],
    every: { carCategory: 'hatchback', drivetrain: 'FWD', maxPrice: 16_000 },
  },
  {
    q: '6 seat pickup',
    top: ['2018 Chevrolet Silverado 1500 LT'],
    every: { carCategory: 'pickup', minSeats: 6 },
  },
  // Places: a ZIP code, a city; nearest first, within reach.
  {
    q: 'suv near 60601',
    top: ['2020 Toyota RAV4 Hybrid XLE', '2017 Jeep Grand Cherokee Limited'],
    every: { carCategory: 'suv', maxDistance: 100, nearestFirst: true },
  },
  {
    q: 'suv under 20k near 60601',
    top: ['2017 Jeep Grand Cherokee Limited'],
    every: { carCategory: 'suv', maxPrice: 20_000, maxDistance: 100 },
  },
  {
    q: 'toyota in chicago',
    top: ['2019 Toyota Camry SE'],
    every: { maxDistance: 100, nearestFirst: true },
  },
  {
    q: 'truck in austin',
    top: ['2018 Chevrolet Silverado 1500 LT'],
    every: { carCategory: 'pickup', maxDistance: 100 },
  },
  {
    q: 'cheap car in seattle',
    top: ['2019 Hyundai i30 N Line'],
    every: { maxDistance: 100, cheapestFirst: true },
  },
  {
    q: 'convertible near 98101',
    top: ['2017 Ford Mustang EcoBoost Convertible', '2016 Audi A3 Cabriolet'],
    every: { carCategory: 'convertible', maxDistance: 100 },
  },
  { q: 'mustang 78704', top: [], fallback: 'place' },
  // Nothing found is never a dead end.
  { q: 'honda near 60601', top: ['2019 Honda CR-V EX'], fallback: 'place' },
  { q: 'porsche under 20k', top: ['2019 Porsche 718 Boxster'], fallback: 'price' },
  { q: 'tesla model 3 with leather', top: ['2021 Tesla Model 3 Long Range'], fallback: 'word' },
]

type Answered = {
  carName: string
  carCategory: string
  resale_price: number
  fuelType: string | null
  modelYear: number | null
  mileage: number
  drivetrain: string | null
  seats: number | null
  distance?: number
}

/** Whether a car answers what the words named. */
const fits = (every: Every) => (car: Answered) =>
  (every.carCategory === undefined || car.carCategory === every.carCategory) &&
  (every.maxPrice === undefined || car.resale_price <= every.maxPrice) &&
  (every.fuelType === undefined || car.fuelType === every.fuelType) &&
  (every.minModelYear === undefined || (car.modelYear ?? 0) >= every.minModelYear) &&
  (every.maxMileage === undefined || car.mileage <= every.maxMileage) &&
  (every.drivetrain === undefined || car.drivetrain === every.drivetrain) &&
  (every.minSeats === undefined || (car.seats ?? 0) >= every.minSeats) &&
  (every.maxDistance === undefined || (car.distance ?? Infinity) <= every.maxDistance)

const t = appForFile()
const media = tempDirForFile('wheelanes-quality-')
beforeAll(async () => {
  const storage = localDiskStorage(media.path)
  const assets = path.join(projectRoot(), 'assets', 'demo')
  await seedCategories(t.db, storage, assets)
  await seedDemoCatalogue(t.db, storage, assets)
}, 60_000)

describe('search quality over the demo catalogue', () => {
  it('has at least 80 real-world queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(80)
  })

  it.each(cases)('$q', async ({ q, top, not = [], every = {}, fallback }) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cars?q=${encodeURIComponent(q)}` })
    expect(res.statusCode, res.body).toBe(200)
    const answer: { items: Answered[]; fallback?: { reason: string; items: Answered[] } } =
      res.json()
    const shown = fallback ? (answer.fallback?.items ?? []) : answer.items
    if (fallback) {
      expect(answer.items, q).toEqual([])
      expect(answer.fallback?.reason, q).toBe(fallback)
    }
    const names = shown.map((c) => c.carName)
    for (const name of top) expect(names.slice(0, 5), `${q}: ${name}`).toContain(name)
    for (const name of not) expect(names, `${q}: not ${name}`).not.toContain(name)
    if (top.length === 0 && !fallback && Object.keys(every).length === 0) expect(names).toEqual([])
    for (const car of shown) expect(car, `${q}: ${car.carName}`).toSatisfy(fits(every))
    const order = (key: 'resale_price' | 'distance') => shown.map((c) => c[key] ?? 0)
    if (every.cheapestFirst)
      expect(order('resale_price')).toEqual(order('resale_price').toSorted((a, b) => a - b))
    if (every.nearestFirst) {
      expect(order('distance')).toEqual(order('distance').toSorted((a, b) => a - b))
    }
  })
})
