import os from 'node:os'
import path from 'node:path'
import { mkdtemp } from 'node:fs/promises'
import { openDatabase } from '../src/server/db/client'
import { loadPostalCodes } from '../src/server/db/postal-codes'
import { seedCategories, seedDemoCatalogue } from '../src/server/db/seed'
import { localDiskStorage } from '../src/server/storage/local-disk'
import { catalogueService } from '../src/server/modules/catalogue/service'
import { carSearchSchema } from '../src/shared/search'
const d = await openDatabase({})
await d.migrate()
await loadPostalCodes(d.db)
const dir = await mkdtemp(path.join(os.tmpdir(), 'q-'))
const storage = localDiskStorage(dir)
await seedCategories(d.db, storage, 'assets/demo')
await seedDemoCatalogue(d.db, storage, 'assets/demo')
const c = catalogueService(d.db, { cacheTtlMs: 0 })
for (const q of process.argv.slice(2)) {
  const [text, company] = q.split('|')
  const r = await c.search(carSearchSchema.parse({ q: text || undefined, company }))
  console.log(
    JSON.stringify(q),
    r.total,
    r.items
      .slice(0, 5)
      .map((x) => x.carName)
      .join(' ; '),
  )
}
await d.close()
