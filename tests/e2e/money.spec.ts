import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, newContext, openPage } from '../support/browser/browser'
import { confirmAddress, listCar, signedInContext } from '../support/browser/fixtures'

/**
 * Money held until the car changes hands, as the two sides click through it: two buyers ask
 * to test-drive one car and it stays listed; one pays and it is reserved; the seller marks the
 * handover, the buyer confirms, and the seller's Money page shows the payout. Another sale is
 * cancelled while held, and the money is released.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' }

async function book(buyer: BrowserContext, carId: string) {
  const res = await buyer.request.post('/api/bookings', {
    data: { car_id: carId, phone: '+1 555 010 4455', meeting_location: 'Depot, Elm St' },
  })
  expect(res.status()).toBe(201)
  return (await res.json()).insertedId as string
}

/** The row of this car in a bookings table, once the page has loaded. */
async function rowOf(page: Page, path: string, carName: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  const row = page.getByRole('row').filter({ hasText: carName })
  await row.first().waitFor()
  return row
}

describe('money held until the car changes hands', () => {
  it('keeps a car listed for two buyers, reserves it for the one who pays, and pays the seller once the buyer has it', async () => {
    const seller = await signedInContext(browser, 'seller')
    const buyer = await signedInContext(browser, 'buyer')
    const other = await signedInContext(browser, 'buyer')
    const carName = `E2E Escrow Outback ${Date.now().toString(36)}`
    const carId = await listCar(seller.context, {
      carName,
      company: 'Subaru',
      origin: 'Japan',
      price: 32000,
      resale_price: 24800,
    })
    await book(buyer.context, carId)
    await book(other.context, carId)

    // Two requests, and the car is still for sale to anyone.
    const { page: search } = await openPage(await newContext(browser))
    await search.goto(`/cars?q=${encodeURIComponent(carName)}`)
    await search.getByRole('heading', { name: carName }).waitFor()

    // The buyer pays from My Orders: the money is held, not taken.
    const { page, errors } = await openPage(buyer.context)
    let row = await rowOf(page, '/dashboard/myorders', carName)
    await row.getByRole('link', { name: /^Pay/ }).click()
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiry date').fill('12 / 34')
    await page.getByLabel('CVC').fill('123')
    await page.getByRole('button', { name: /^Pay \$/ }).click()
    await page.getByText('Card accepted: your money is held').waitFor()
    await page.getByText('$24,800', { exact: false }).first().waitFor()
    await expectAccessible(page)

    // Reserved: the other buyer can no longer pay, and the car page says why.
    const { page: otherPage, errors: otherErrors } = await openPage(other.context)
    const otherRow = await rowOf(otherPage, '/dashboard/myorders', carName)
    await otherRow.getByText('Not paid').waitFor()
    expect(await otherRow.getByRole('link', { name: /^Pay/ }).count()).toBe(0)
    await otherPage.goto(`/featured-cars/${carId}`)
    await otherPage.getByRole('status').filter({ hasText: 'Reserved.' }).waitFor()

    // The seller hands the car over.
    const { page: sellerPage, errors: sellerErrors } = await openPage(seller.context)
    const sellerRow = await rowOf(sellerPage, '/dashboard/bookings', carName)
    await sellerRow.getByText('Held', { exact: true }).first().waitFor()
    await sellerRow.getByRole('button', { name: /^Handed over/ }).click()
    await sellerPage.getByText('Marked as handed over').waitFor()
    await expectAccessible(sellerPage)

    // The buyer confirms: the money is taken, the car is theirs.
    row = await rowOf(page, '/dashboard/myorders', carName)
    await row.getByRole('button', { name: /^Confirm I have the car/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, I have the car' }).click()
    await page.getByText('Confirmed. Enjoy your car!').waitFor()
    await row.getByText(/^Paid/).first().waitFor()

    // The payout job pays the seller: their Money page says so.
    await sellerPage.goto('/dashboard/money')
    const sale = sellerPage.getByRole('row').filter({ hasText: carName })
    await expect
      .poll(
        async () => {
          await sellerPage.reload()
          await sale.first().waitFor()
          return sale.first().innerText()
        },
        { timeout: 20_000 },
      )
      .toMatch(/Paid out/i)
    await expectAccessible(sellerPage)

    expect(errors).toEqual([])
    expect(otherErrors).toEqual([])
    expect(sellerErrors).toEqual([])
    await Promise.all([seller, buyer, other].map((c) => c.context.close()))
    await search.context().close()
  }, 120_000)

  it('releases the money of a sale cancelled while it is held, and the car is for sale again', async () => {
    const seller = await signedInContext(browser, 'seller')
    const buyer = await signedInContext(browser, 'buyer')
    await confirmAddress(buyer.context, buyer.email)
    const carName = `E2E Released Forester ${Date.now().toString(36)}`
    const carId = await listCar(seller.context, { carName, company: 'Subaru' })
    const bookingId = await book(buyer.context, carId)
    const { clientSecret } = await (
      await buyer.context.request.post(`/api/bookings/${bookingId}/payment`)
    ).json()
    const held = await buyer.context.request.post('/api/payments/sandbox/confirm', {
      data: { clientSecret, card },
    })
    expect(await held.json()).toEqual({ status: 'succeeded' })

    const { page, errors } = await openPage(buyer.context)
    const row = await rowOf(page, '/dashboard/myorders', carName)
    await row.getByRole('button', { name: /^Cancel/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog
      .getByText(/released/i)
      .first()
      .waitFor()
    await dialog.getByRole('button', { name: 'Cancel booking' }).click()
    await row.getByText('Payment released').waitFor()
    await expectAccessible(page)

    await page.goto(`/featured-cars/${carId}`)
    await page.getByRole('button', { name: 'Book Appointment' }).waitFor({ state: 'attached' })
    expect(await page.getByRole('status').filter({ hasText: 'Reserved.' }).count()).toBe(0)
    expect(errors).toEqual([])
    await Promise.all([seller, buyer].map((c) => c.context.close()))
  }, 90_000)
})
