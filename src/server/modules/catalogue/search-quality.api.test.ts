import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectRoot } from '../../config'
import { seedCategories, seedDemoCatalogue } from '../../db/seed'
import { localDiskStorage } from '../../storage/local-disk'
import { testApp } from '../../../../tests/support/server/app'

/**
 * Search quality over a known catalogue (the demo's 36 cars): what people type, the cars
 * that must be among the first five answers, and those that must not be answered at all.
 * The order is the default, best match: a car named by the words before one that only
 * mentions them.
 */
const cases: { q: string; top: string[]; not?: string[] }[] = [
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
]

let t: Awaited<ReturnType<typeof testApp>>
let media: string
beforeAll(async () => {
  t = await testApp()
  media = await mkdtemp(path.join(os.tmpdir(), 'wheelanes-quality-'))
  const storage = localDiskStorage(media)
  const assets = path.join(projectRoot(), 'assets', 'demo')
  await seedCategories(t.db, storage, assets)
  await seedDemoCatalogue(t.db, storage, assets)
}, 60_000)
afterAll(async () => {
  await t.close()
  await rm(media, { recursive: true, force: true })
})

describe('search quality over the demo catalogue', () => {
  it('has at least 40 real-world queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40)
  })

  it.each(cases)('$q', async ({ q, top, not = [] }) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cars?q=${encodeURIComponent(q)}` })
    const names: string[] = res.json().items.map((c: { carName: string }) => c.carName)
    for (const name of top) expect(names.slice(0, 5), `${q}: ${name}`).toContain(name)
    for (const name of not) expect(names, `${q}: not ${name}`).not.toContain(name)
    if (top.length === 0) expect(names).toEqual([])
  })
})
