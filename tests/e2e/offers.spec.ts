import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage, settle } from '../support/browser/browser'
import { confirmAddress, listCar, signedInContext } from '../support/browser/fixtures'

/**
 * Agreeing on a price, as the two sides click through it: the buyer offers on the car page,
 * the seller counters from their Offers tab, the buyer accepts and pays the agreed amount in
 * My Orders, and the car is reserved for them.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** The row (or card) of this car on an Offers page, once the page has loaded. */
async function offerOf(page: Page, path: string, carName: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  const row = page.getByRole('row').filter({ hasText: carName })
  await row.first().waitFor()
  return row.first()
}

describe('offers and counter-offers', () => {
  it('lets a buyer offer, the seller counter, the buyer accept and pay the agreed price', async () => {
    const seller = await signedInContext(browser, 'seller')
    const buyer = await signedInContext(browser, 'buyer')
    await confirmAddress(buyer.context, buyer.email)
    const carName = `E2E Haggle Tacoma ${Date.now().toString(36)}`
    const carId = await listCar(seller.context, {
      carName,
      company: 'Toyota',
      price: 36000,
      resale_price: 28000,
    })

    // The buyer offers from the car page; too low an amount is refused with the reason.
    const { page, errors } = await openPage(buyer.context)
    await page.goto(`/featured-cars/${carId}`)
    // Rendered on the server: its buttons answer once the page has hydrated.
    await settle(page)
    await page.getByRole('button', { name: 'Make an offer' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('$28,000').first().waitFor()
    await dialog.getByLabel('Your offer').fill('9000')
    await dialog.getByRole('button', { name: 'Send offer' }).click()
    await dialog.getByText('Offer at least $14,000 (50% of the asking price)').waitFor()
    await dialog.getByLabel('Your offer').fill('24000')
    await dialog.getByRole('button', { name: 'Send offer' }).click()
    await page.getByText('Offer of $24,000 sent to the seller').waitFor()
    await page.getByText(/Your offer: \$24,000/).waitFor()
    await expectAccessible(page)

    // The seller counters from their Offers tab.
    const { page: sellerPage, errors: sellerErrors } = await openPage(seller.context)
    await sellerPage.goto('/dashboard/bookings')
    await sellerPage.getByRole('link', { name: 'Offers' }).click()
    await sellerPage.waitForURL('**/dashboard/bookings/offers')
    const theirs = await offerOf(sellerPage, '/dashboard/bookings/offers', carName)
    await theirs.getByText('$24,000').first().waitFor()
    await theirs.getByRole('button', { name: /^Counter/ }).click()
    const counter = sellerPage.getByRole('dialog')
    await counter.getByLabel('Your amount').fill('26500')
    await counter.getByRole('button', { name: 'Send counter-offer' }).click()
    await sellerPage.getByText('Counter-offer of $26,500 sent').waitFor()
    await expectAccessible(sellerPage)

    // The buyer accepts the counter in their Offers tab.
    const mine = await offerOf(page, '/dashboard/myorders/offers', carName)
    await mine.getByRole('button', { name: 'Accept $26,500' }).click()
    await mine.getByRole('link', { name: /Pay \$26,500/ }).waitFor()
    await expectAccessible(page)

    // My Orders shows the agreed price, and Pay charges it: the car is reserved.
    await page.goto('/dashboard/myorders')
    const order = page.getByRole('row').filter({ hasText: carName }).first()
    await order.getByText('Agreed price').first().waitFor()
    await order.getByRole('link', { name: /^Pay/ }).click()
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiry date').fill('12 / 34')
    await page.getByLabel('CVC').fill('123')
    await page.getByRole('button', { name: 'Pay $26,500' }).click()
    await page.getByText('Card accepted: your money is held').waitFor()
    await page.goto(`/featured-cars/${carId}`)
    await page.getByRole('status').filter({ hasText: 'Reserved' }).first().waitFor()

    // The one refusal, the too-low offer, is the only request the browser saw fail.
    const refused = (e: string) => e.includes('409 (Conflict)') && e.includes('/api/offers')
    expect(errors.filter((e) => !refused(e))).toEqual([])
    expect(errors.filter(refused)).toHaveLength(1)
    expect(sellerErrors).toEqual([])
    await Promise.all([seller, buyer].map((c) => c.context.close()))
  }, 120_000)
})
