import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../config'
import { localDiskStorage } from '../storage/local-disk'
import { buildCar, buildUser } from '../../../tests/support/server/builders'
import { testDatabase } from '../../../tests/support/server/database'
import { forTheFile, tempDirForFile } from '../../../tests/support/server/file-app'
import { demoSellers } from './demo-catalogue'
import { appMeta, cars } from './schema'
import { seedCategories, seedDemoCatalogue } from './seed'

const database = forTheFile(testDatabase)
const temp = tempDirForFile('wheelanes-seed-drive-')

describe('a demo catalogue seeded before drivetrains and seats', () => {
  it('gets the demo’s values on the next start, once, and only on the demo sellers’ own cars', async () => {
    const { db } = database
    const storage = localDiskStorage(path.join(temp.path, 'media'))
    const assets = path.join(projectRoot(), 'assets', 'demo')
    await seedCategories(db, storage, assets)
    expect(await seedDemoCatalogue(db, storage, assets)).toBe(true)
    // As an older seed left it: no drivetrains or seats, and no mark of their filling.
    const demoIds = demoSellers.map((s) => s.id)
    await db.update(cars).set({ drivetrain: null, seats: null })
    await db.delete(appMeta).where(eq(appMeta.key, 'demo_drivetrains_filled_at'))
    // A demo car its seller has since given a seat count keeps the seller's word.
    const [explorer] = await db
      .update(cars)
      .set({ seats: 6 })
      .where(eq(cars.name, '2018 Ford Explorer XLT'))
      .returning({ id: cars.id })
    // Someone else's car with a demo car's name is theirs.
    const other = await buildUser(db, { role: 'seller' })
    const copy = await buildCar(db, {
      sellerId: other.id,
      categoryId: 'pickup',
      name: '2019 Ford F-150 XLT',
    })

    expect(await seedDemoCatalogue(db, storage, assets)).toBe(false)
    const demo = await db
      .select({ id: cars.id, name: cars.name, drivetrain: cars.drivetrain, seats: cars.seats })
      .from(cars)
      .where(inArray(cars.sellerId, demoIds))
    const of = (name: string) => demo.find((c) => c.name === name)!
    expect(of('2019 Ford F-150 XLT')).toMatchObject({ drivetrain: '4WD', seats: 5 })
    expect(of('2019 Mazda MX-5 Miata Club')).toMatchObject({ drivetrain: 'RWD', seats: 2 })
    expect(demo.find((c) => c.id === explorer!.id)).toMatchObject({
      drivetrain: null,
      seats: 6,
    })
    expect(demo.filter((c) => c.drivetrain === null)).toHaveLength(1)
    const [theirs] = await db.select().from(cars).where(eq(cars.id, copy.id))
    expect(theirs).toMatchObject({ drivetrain: null, seats: null })

    // Once: a demo car emptied later stays as its seller left it.
    await db.update(cars).set({ drivetrain: null }).where(eq(cars.name, '2019 Ford F-150 XLT'))
    await seedDemoCatalogue(db, storage, assets)
    expect(
      (
        await db
          .select()
          .from(cars)
          .where(eq(cars.id, of('2019 Ford F-150 XLT').id))
      )[0],
    ).toMatchObject({ drivetrain: null, seats: 5 })
  })
})
