import { spawn } from 'node:child_process'
import { readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { count, eq, isNotNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { parseConfig, projectRoot } from '../config'
import { rateCarsOnce } from '../modules/deals/service'
import { localDiskStorage } from '../storage/local-disk'
import { testDatabase } from '../../../tests/support/server/database'
import { forTheFile, tempDirForFile } from '../../../tests/support/server/file-app'
import { lockDataDir } from './data-dir-lock'
import { demoCars } from './demo-catalogue'
import { cars, categories, uploads, users } from './schema'
import { seedCategories, seedDemoCatalogue } from './seed'

const database = forTheFile(testDatabase)
const temp = tempDirForFile('wheelanes-seed-')
const assets = path.join(projectRoot(), 'assets', 'demo')

describe('demo catalogue', () => {
  it('seeds six categories and at least 30 cars with images, once', async () => {
    const storage = localDiskStorage(path.join(temp.path, 'media'))
    await seedCategories(database.db, storage, assets)
    expect(await seedDemoCatalogue(database.db, storage, assets)).toBe(true)
    const [carCount] = await database.db.select({ n: count() }).from(cars)
    const [featured] = await database.db
      .select({ n: count() })
      .from(cars)
      .where(eq(cars.isFeatured, true))
    expect((await database.db.select().from(categories)).length).toBe(6)
    expect(carCount!.n).toBeGreaterThanOrEqual(30)
    expect(featured!.n).toBeGreaterThanOrEqual(6)

    // Every image a car or category names is in storage, in every width.
    const media = path.join(temp.path, 'media')
    const urls = [
      ...(await database.db.select({ images: cars.images }).from(cars)).flatMap((c) => c.images),
      ...(await database.db.select({ image: categories.image }).from(categories)).map(
        (c) => c.image,
      ),
    ]
    for (const url of urls) {
      const key = url.split('/')[2]!
      // The demo drawings are all smaller as AVIF (npm run demo-images).
      expect((await readdir(path.join(media, key))).sort()).toEqual([
        '1200.avif',
        '1200.webp',
        '240.avif',
        '240.webp',
        '400.avif',
        '400.webp',
        '800.avif',
        '800.webp',
      ])
    }

    // Every demo car names its vehicle and is placed: city, state and coordinates.
    for (const car of await database.db.select().from(cars)) {
      expect(car, car.name).toMatchObject({
        make: expect.any(String),
        model: expect.any(String),
        modelYear: expect.any(Number),
        postalCode: expect.stringMatching(/^\d{5}$/),
        state: expect.stringMatching(/^[A-Z]{2}$/),
        latitude: expect.any(Number),
      })
      expect(car.name).toContain(String(car.modelYear))
    }
    const [austin] = await database.db.select().from(cars).where(eq(cars.postalCode, '78704'))
    expect(austin).toMatchObject({ city: 'Austin', state: 'TX' })

    // Every demo photo belongs to its car's seller, so demo listings can be edited.
    const owned = await database.db
      .select({ key: uploads.key, ownerId: uploads.ownerId })
      .from(uploads)
    const owners = new Map(owned.map((u) => [u.key, u.ownerId]))
    for (const car of await database.db.select().from(cars)) {
      for (const url of car.images) expect(owners.get(url.split('/')[2]!)).toBe(car.sellerId)
    }

    // Start-up rates the demo listings (issue 39: at least 80 %): the 2021 Elantras by their
    // model, the 2020 and 2022 ones by more model years, most others by their body type.
    await rateCarsOnce(database.db, { force: true })
    const all = await database.db
      .select({ name: cars.name, n: cars.dealComparables, scope: cars.dealScope })
      .from(cars)
      .where(isNotNull(cars.dealExpectedCents))
    expect(all.length / demoCars.length).toBeGreaterThanOrEqual(0.8)
    const elantras = all.filter((c) => c.name.includes('Elantra'))
    expect(elantras.map((c) => `${c.name} ${c.scope} ${c.n}`).sort()).toEqual([
      '2020 Hyundai Elantra SE model-years 5',
      '2021 Hyundai Elantra Limited model 5',
      '2021 Hyundai Elantra SE model 5',
      '2021 Hyundai Elantra SEL model 5',
      '2021 Hyundai Elantra SEL model 5',
      '2022 Hyundai Elantra SEL model-years 5',
    ])
    expect(all.filter((c) => !c.name.includes('Elantra')).every((c) => c.scope === 'segment')).toBe(
      true,
    )

    // A second start (or a catalogue emptied by sales) gets nothing twice.
    await database.db.delete(cars)
    await seedCategories(database.db, storage, assets)
    expect(await seedDemoCatalogue(database.db, storage, assets)).toBe(false)
    expect(await database.db.select().from(cars)).toEqual([])
    expect((await database.db.select().from(categories)).length).toBe(6)
    const demoUsers = await database.db.select().from(users).where(eq(users.isDemo, true))
    expect(demoUsers.map((u) => u.role).sort()).toEqual([
      'admin',
      'buyer',
      'seller',
      'seller',
      'seller',
    ])
  })

  it('describes each car as a seller would, in its own words', () => {
    const makeOf = (car: (typeof demoCars)[number]) => car.company.split(/[\s-]/)[0]!
    const makes = [...new Set(demoCars.map(makeOf))]
    expect(new Set(demoCars.map((car) => car.description)).size).toBe(demoCars.length)
    for (const car of demoCars) {
      expect(car.description).not.toContain(car.name)
      const sentences = car.description.split(/(?<=[.!?])\s+/)
      expect(sentences.length, car.name).toBeGreaterThanOrEqual(2)
      expect(sentences.length, car.name).toBeLessThanOrEqual(4)
      // Search matches word beginnings in descriptions too: 'toyota' must find only Toyotas.
      for (const make of makes.filter((m) => m !== makeOf(car))) {
        expect(car.description, `${car.name} names ${make}`).not.toMatch(
          new RegExp(`\\b${make}`, 'i'),
        )
      }
    }
  })
})

describe('configuration', () => {
  it('names every bad variable', () => {
    expect(() =>
      parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/)
    expect(() => parseConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/)
    expect(() => parseConfig({ ADMIN_EMAIL: 'a@example.com' })).toThrow(/ADMIN_PASSWORD/)
  })

  it('has working defaults and turns demo data off in production', () => {
    const dev = parseConfig({})
    expect(dev).toMatchObject({ port: 3000, seedDemo: true, databaseUrl: undefined })
    expect(dev.dataDir).toBe(path.join(projectRoot(), 'data'))
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' } as const
    expect(parseConfig(production).seedDemo).toBe(false)
    expect(parseConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true)
    // A live marketplace names its payment provider: the sandbox takes no money.
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(
      'PAYMENT_PROVIDER: required in production',
    )
  })
})

describe('data directory lock', () => {
  it('refuses a second server while the first lives, and takes over from a dead one', async () => {
    const lockDir = path.join(temp.path, 'locked')
    const holder = spawn('sleep', ['30'])
    try {
      await lockDataDir(lockDir)()
      await writeFile(path.join(lockDir, 'server.pid'), String(holder.pid))
      expect(() => lockDataDir(lockDir)).toThrow(/Another Wheelanes server/)
    } finally {
      holder.kill()
    }
    await new Promise((r) => holder.once('exit', r))
    const release = lockDataDir(lockDir)
    release()
  })
})
