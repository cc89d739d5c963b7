import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserPerSpec, expectAccessible, openPage } from '../support/browser/browser'
import { mailTo, signedInContext } from '../support/browser/fixtures'

const e2e = browserPerSpec()

// A dealer's photos, served from 127.0.0.1 (the e2e server allows private addresses for
// imports): /photos/<colour>.jpg, a 4:3 picture in that colour.
let photos: http.Server
let photoBase = ''
beforeAll(async () => {
  photos = http.createServer((req, res) => {
    const colour = /^\/photos\/([0-9a-f]{6})\.jpg$/.exec(req.url ?? '')?.[1]
    if (!colour) return res.writeHead(404).end()
    void sharp({ create: { width: 1200, height: 900, channels: 3, background: `#${colour}` } })
      .jpeg()
      .toBuffer()
      .then((jpeg) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg))
  })
  await new Promise<void>((r) => photos.listen(0, '127.0.0.1', r))
  photoBase = `http://127.0.0.1:${(photos.address() as AddressInfo).port}/photos`
})
afterAll(() => photos.close())

describe('dealers', () => {
  it('an owner invites a manager, who imports a stock file after a dry run; its cars are for sale with their photos', async () => {
    const run = randomUUID().slice(0, 6)
    const dealerName = `Lakeside Motors ${run}`
    const trim = `Lake${run}`
    const owner = await signedInContext(e2e.browser, 'seller')
    const made = await owner.context.request.post('/api/dealers', {
      data: { name: dealerName, postalCode: '78704', city: 'Austin' },
    })
    expect(made.status()).toBe(201)
    const manager = await signedInContext(e2e.browser, 'seller')

    // The owner invites the manager from the Dealer page.
    const { page: desk, errors: deskErrors } = await openPage(owner.context)
    await desk.goto('/dashboard/dealer')
    await desk.getByLabel('E-mail address', { exact: true }).fill(manager.email)
    await desk.getByLabel('Role').selectOption('manager')
    await desk.getByRole('button', { name: 'Send invitation' }).click()
    await desk.getByText(manager.email).first().waitFor()
    await expectAccessible(desk)

    // The manager follows the e-mailed link and joins.
    const mail = await mailTo(manager.email, `E2E Seller invites you to ${dealerName} on Wheelanes`)
    const link = /http:\/\/\S+\/dealer-invites\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')![0]
    const { page, errors } = await openPage(manager.context)
    await page.goto(link)
    await page.getByRole('button', { name: 'Accept the invitation' }).click()
    await page.getByText(`You joined ${dealerName} as`).waitFor()

    // A stock file of two good cars and one with a price that is no number.
    const csv = [
      'stock_number,make,model,year,trim,body_type,mileage,price,condition,description,photo_urls,postal_code,city',
      `A${run}1,Subaru,Outback,2019,${trim},suv,41000,21500,Good,"One owner, dealer serviced.",${photoBase}/2f6b4f.jpg|${photoBase}/8a8f96.jpg,78704,Austin`,
      `A${run}2,Subaru,Forester,2018,${trim},suv,52000,18900,Excellent,"New tyres, two keys.",${photoBase}/a33b2e.jpg,78704,Austin`,
      `A${run}3,Subaru,Impreza,2017,${trim},sedan,61000,cheap,Good,"Clean history.",${photoBase}/1f3a93.jpg,78704,Austin`,
    ].join('\n')
    await page.getByRole('link', { name: 'Open your dealer' }).click()
    await page.getByRole('link', { name: 'Stock import and feeds' }).click()
    await page.getByRole('heading', { level: 1, name: 'Stock import' }).waitFor()
    await page
      .getByLabel(/drop your file here/i)
      .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByRole('button', { name: 'Check the file' }).click()
    // The dry run: what would happen, and the refused row by line, column and reason.
    const refused = page.getByRole('row', { name: /price/ })
    await refused.getByRole('cell', { name: '4', exact: true }).waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByLabel('3 of 3 photos fetched').waitFor({ timeout: 30_000 })

    // Both cars are for sale, found by search, with their photos.
    const buyer = await e2e.use(signedInContext(e2e.browser, 'buyer').then((b) => b.context))
    const { page: search, errors: searchErrors } = await openPage(buyer)
    await search.goto(`/cars?q=${trim}`)
    const outback = search.getByRole('article').filter({ hasText: 'Outback' })
    const forester = search.getByRole('article').filter({ hasText: 'Forester' })
    await outback.waitFor()
    await forester.waitFor()
    expect(await search.getByRole('article').count()).toBe(2)
    expect(await outback.locator('img').first().getAttribute('src')).toMatch(/^\/media\//)
    expect(deskErrors).toEqual([])
    expect(errors).toEqual([])
    expect(searchErrors).toEqual([])
  })
})
