import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage } from '../support/browser/browser'
import { listCar, signedInContext } from '../support/browser/fixtures'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

/** The booking banner of the page, and the state it says it shows. */
const banner = (page: Page) => page.locator('[data-booking-state]')
const stateOf = (page: Page) => banner(page).getAttribute('data-booking-state')

// Issue 40: "Request sent, the seller has been asked" stayed after the buyer accepted a time.
describe('the booking banners follow the booking', () => {
  it('says the request is sent, then that other times are proposed, then that a time is agreed', async () => {
    const seller = await signedInContext(browser, 'seller')
    const buyer = await signedInContext(browser, 'buyer')
    const carName = `E2E Banner Bronco ${Date.now().toString(36)}`
    // A pickup from a maker the search spec does not look for: its totals do not move under it.
    const carId = await listCar(seller.context, {
      carName,
      carCategory: 'pickup',
      company: 'Rivian',
    })

    // The buyer books from the car's page and lands on My Orders: the request is sent.
    const { page, errors } = await openPage(buyer.context)
    await page.goto(`/featured-cars/${carId}`)
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Book Appointment' }).click()
    const modal = page.getByRole('dialog', { name: carName })
    await modal.getByPlaceholder('Phone Number').fill('+1 555 010 3344')
    await modal.getByPlaceholder('Enter Meeting Location').fill('Station car park')
    await modal.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL('**/dashboard/myorders')
    await banner(page).getByText(`Request sent for ${carName}.`).waitFor()
    expect(await banner(page).textContent()).toContain(
      'The seller has been asked to confirm one of your times',
    )
    expect(await stateOf(page)).toBe('requested')
    await expectAccessible(page)

    // The seller proposes another time: the banner says so, and no longer that it was sent.
    const mine = await (await buyer.context.request.get('/api/bookings')).json()
    const id = (mine as { _id: string; car: string }[]).find((b) => b.car === carName)!._id
    const other = inHours(50)
    const proposed = await seller.context.request.post(`/api/bookings/${id}/propose`, {
      data: { slots: [other] },
    })
    expect(proposed.status()).toBe(200)
    await page.reload()
    await banner(page).getByText(`The seller proposed other times for ${carName}.`).waitFor()
    expect(await banner(page).textContent()).not.toContain('Request sent')

    // The buyer accepts it: the agreed banner, with the time, in place of the others.
    await page.getByRole('button', { name: `Choose a time for ${carName}` }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Accept / })
      .click()
    await banner(page).getByText(`Test drive agreed for ${carName}.`).waitFor()
    expect(await stateOf(page)).toBe('accepted')
    const agreed = await banner(page).textContent()
    expect(agreed).not.toMatch(/Request sent|seller has been asked|proposed other times/)
    expect(await banner(page).locator('time').getAttribute('datetime')).toBe(other)
    expect(await page.getByText('Request sent', { exact: false }).count()).toBe(0)

    // The car's page says the same, with no second request to make (it would be refused).
    await page.goto(`/featured-cars/${carId}`)
    await banner(page).getByText(`Test drive agreed for ${carName}.`).waitFor()
    expect(await stateOf(page)).toBe('accepted')
    await page.getByRole('button', { name: 'Make an offer' }).waitFor()
    expect(await page.getByRole('button', { name: 'Book Appointment' }).count()).toBe(0)
    await expectAccessible(page)

    // Dismissed on My Orders, it stays gone after a reload.
    await page.goBack()
    await page.waitForURL('**/dashboard/myorders')
    await banner(page).getByRole('button', { name: 'Dismiss' }).click()
    await page.reload()
    await page.getByRole('heading', { name: 'My Orders' }).waitFor()
    expect(await banner(page).count()).toBe(0)

    expect(errors).toEqual([])
    await seller.context.close()
    await buyer.context.close()
  }, 90_000)
})
