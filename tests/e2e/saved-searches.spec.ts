import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage } from '../support/browser/browser'
import { listCar, mailTo, signedInContext } from '../support/browser/fixtures'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('a saved search', () => {
  it('tells its owner of a matching new listing near them, live and by e-mail', async () => {
    const buyer = await signedInContext(browser, 'buyer')
    const seller = await signedInContext(browser, 'seller')
    // A model no demo car or other spec lists, misspelled, near a Chicago ZIP code.
    const { page, errors } = await openPage(buyer.context)
    // The filters come rendered but take no typing until the page has hydrated (it would be lost).
    const rendered = await (await buyer.context.request.get('/cars')).text()
    expect(rendered).toMatch(/<aside aria-label="Filters">((?!<\/aside>)[\s\S])* inert=""/)
    await page.goto('/cars')
    await page.getByRole('complementary', { name: 'Filters' }).locator('[inert]').waitFor({
      state: 'detached',
    })
    await page.getByRole('combobox', { name: 'Search cars' }).fill('grecalle')
    await page.getByLabel('ZIP code').fill('60614')
    await page.getByLabel('Distance').selectOption({ label: 'Within 50 mi' })
    await page.waitForURL((url) => url.search === '?q=grecalle&near=60614&radius=50')
    await page.getByText('No cars match your search').waitFor()
    await page.getByRole('button', { name: 'Save this search' }).click()
    const dialog = page.getByRole('dialog', { name: 'Save this search' })
    await dialog.getByLabel('Name').fill('A Grecale near me')
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Save search' }).click()
    await page.getByText('Search saved.', { exact: false }).waitFor()

    // Listed nine miles away, in Evanston.
    const carName = `E2E Maserati Grecale ${Date.now().toString(36)}`
    await listCar(seller.context, {
      carName,
      company: 'Maserati',
      model: 'Grecale',
      modelYear: 2023,
      carCategory: 'suv',
      postalCode: '60201',
      city: 'Evanston',
      price: 99000,
      resale_price: 74000,
    })

    const bar = page.getByRole('banner')
    await bar
      .getByRole('button', { name: /Notifications, \d+ unread/ })
      .waitFor({ timeout: 20_000 })
    await bar.getByRole('button', { name: /Notifications/ }).click()
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(`New for “A Grecale near me”: ${carName}`)
      .waitFor()
    const mail = await mailTo(buyer.email, `New for “A Grecale near me”: ${carName}`)
    expect(mail.text).toContain('matches your saved search')

    // The same search now finds it, with how far it is.
    await page.goto('/cars?q=grecalle&near=60614&radius=50')
    const card = page.getByRole('article').filter({ hasText: carName })
    await card.getByText('Evanston, IL · 9 mi away').waitFor()

    await page.goto('/dashboard/saved-searches')
    await page.getByRole('link', { name: 'A Grecale near me' }).waitFor()
    await expectAccessible(page)
    expect(errors).toEqual([])
    await buyer.context.close()
    await seller.context.close()
  }, 90_000)
})
