import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage } from './browser'
import { listCar, mailTo, signedInContext } from './fixtures'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('a saved search', () => {
  it('tells its owner of a matching new listing, live and by e-mail', async () => {
    const buyer = await signedInContext(browser, 'buyer')
    const seller = await signedInContext(browser, 'seller')
    // A maker no other spec lists, so the search matches only this test's car.
    const { page, errors } = await openPage(buyer.context)
    await page.goto('/cars?company=Lotus')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Save this search' }).click()
    const dialog = page.getByRole('dialog', { name: 'Save this search' })
    await dialog.getByLabel('Name').fill('A Lotus')
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Save search' }).click()
    await page.getByText('Search saved.', { exact: false }).waitFor()

    const carName = `E2E Lotus Emira ${Date.now().toString(36)}`
    await listCar(seller.context, {
      carName,
      company: 'Lotus',
      model: 'Emira',
      carCategory: 'coupe',
      price: 99000,
      resale_price: 89000,
    })

    const bar = page.getByRole('banner')
    await bar
      .getByRole('button', { name: /Notifications, \d+ unread/ })
      .waitFor({ timeout: 20_000 })
    await bar.getByRole('button', { name: /Notifications/ }).click()
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(`New for “A Lotus”: ${carName}`)
      .waitFor()
    const mail = await mailTo(buyer.email, `New for “A Lotus”: ${carName}`)
    expect(mail.text).toContain('matches your saved search')

    await page.goto('/dashboard/saved-searches')
    await page.getByRole('link', { name: 'A Lotus' }).waitFor()
    await expectAccessible(page)
    expect(errors).toEqual([])
    await buyer.context.close()
    await seller.context.close()
  }, 90_000)
})
