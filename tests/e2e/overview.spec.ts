import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage, phone } from '../support/browser/browser'
import { listCar, signedInContext } from '../support/browser/fixtures'

let browser: Browser
let seller: BrowserContext, visitor: BrowserContext, admin: BrowserContext
let carId: string
const carName = `2017 Subaru Outback Overview ${Date.now()}`

beforeAll(async () => {
  browser = await launchBrowser()
  seller = (await signedInContext(browser, 'seller')).context
  visitor = (await signedInContext(browser, 'buyer')).context
  admin = (await signedInContext(browser, 'admin', phone)).context
  carId = await listCar(seller, { carName })
}, 60_000)
afterAll(async () => {
  await Promise.all([seller, visitor, admin].map((c) => c?.close()))
  await browser?.close()
})

describe('Overview', () => {
  it('shows a seller the views their listing got from a visitor’s browser', async () => {
    const { page: visit } = await openPage(visitor)
    const counted = visit.waitForResponse(
      (r) => r.url().endsWith(`/api/cars/${carId}/views`) && r.request().method() === 'POST',
    )
    await visit.goto(`/featured-cars/${carId}`)
    expect((await counted).status()).toBe(204)

    // Rendered on the server with its table; the chart is drawn once the page runs.
    const html = await (await seller.request.get('/dashboard/overview')).text()
    expect(html).toContain(carName)
    const { page, errors } = await openPage(seller)
    await page.goto('/dashboard')
    await page.waitForURL('**/dashboard/overview')
    const row = page.getByRole('row', { name: new RegExp(carName) })
    expect(await row.getByRole('cell').first().textContent()).toBe('1')
    // Each chart is drawn in its own effect: wait for the last one, then that there is no other.
    await page.locator('figure .uplot canvas').nth(4).waitFor()
    expect(await page.locator('figure .uplot').count()).toBe(5)
    await expectAccessible(page)
    expect(errors).toEqual([])
  })

  it('shows an admin the marketplace per day, on a phone', async () => {
    const { page, errors } = await openPage(admin)
    await page.goto('/dashboard')
    await page.waitForURL('**/dashboard/overview')
    await page.getByRole('heading', { name: 'Day by day' }).waitFor()
    await page.locator('figure .uplot canvas').nth(4).waitFor()
    expect(await page.locator('figure .uplot').count()).toBe(5)
    // The chart fits the phone's width rather than overflowing it.
    const width = await page
      .locator('figure canvas')
      .first()
      .evaluate((c) => c.clientWidth)
    expect(width).toBeGreaterThan(200)
    expect(width).toBeLessThanOrEqual(375)
    // The 30 days stay a table, not 30 stacked cards, and the page does not scroll sideways.
    const days = page.getByRole('table', { name: /numbers per day/ })
    expect(await days.getByRole('row').count()).toBe(31)
    expect((await days.boundingBox())!.height).toBeLessThan(1500)
    // Small, but legible: no cell under 12 px (Lighthouse counts smaller text as illegible).
    const sizes = await days.evaluate((table) =>
      [...table.querySelectorAll('th, td')].map((cell) =>
        parseFloat(getComputedStyle(cell).fontSize),
      ),
    )
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await expectAccessible(page)
    expect(errors).toEqual([])
  })
})
