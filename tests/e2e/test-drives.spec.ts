import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage } from '../support/browser/browser'
import { confirmAddress, listCar, mailTo, signedInContext } from '../support/browser/fixtures'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** A pickup from a maker the search spec does not look for: its totals do not move under it. */
const pickup = (carName: string) => ({
  carName,
  carCategory: 'pickup',
  company: 'Rivian',
  origin: 'USA',
  price: 52000,
  resale_price: 41900,
})

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

describe('test drives between a buyer and a seller', () => {
  it('agrees on a time, declines another request, and lets an unanswered one expire', async () => {
    const seller = await signedInContext(browser, 'seller')
    const buyer = await signedInContext(browser, 'buyer')
    // Three requests at once: a buyer with a confirmed address may.
    await confirmAddress(buyer.context, buyer.email)
    const stamp = Date.now().toString(36)
    const agreed = `E2E Agreed Ranger ${stamp}`
    const declined = `E2E Declined Tacoma ${stamp}`
    const expiring = `E2E Expiring Tundra ${stamp}`
    const agreedId = await listCar(seller.context, pickup(agreed))
    const declinedId = await listCar(seller.context, pickup(declined))
    const expiringId = await listCar(seller.context, pickup(expiring))

    // The buyer asks for a test drive, proposing the time offered and one more.
    const { page: buyerPage, errors: buyerErrors } = await openPage(buyer.context)
    await buyerPage.goto(`/featured-cars/${agreedId}`)
    await buyerPage.waitForLoadState('networkidle')
    await buyerPage.getByRole('button', { name: 'Book Appointment' }).click()
    const modal = buyerPage.getByRole('dialog', { name: agreed })
    await modal.getByPlaceholder('Phone Number').fill('+1 555 010 3344')
    await modal.getByPlaceholder('Enter Meeting Location').fill('Station car park, Elm St')
    expect(await modal.getByRole('textbox', { name: 'Time 1' }).inputValue()).toMatch(/T10:00$/)
    await modal.getByRole('button', { name: /Add another time/ }).click()
    expect(await modal.getByRole('textbox', { name: 'Time 2' }).inputValue()).toMatch(/T10:00$/)
    await modal.getByRole('button', { name: 'Submit' }).click()
    await buyerPage.getByText('Booking Confirmed').waitFor()
    await buyerPage.waitForURL('**/dashboard/myorders')
    const buyerRow = buyerPage.getByRole('row').filter({ hasText: agreed })
    await buyerRow.getByText('Waiting for the seller').waitFor()
    await expectAccessible(buyerPage)

    // Two more requests through the API: one to decline, one whose only time comes in seconds.
    for (const [carId, slots] of [
      [declinedId, [inHours(30)]],
      [expiringId, [new Date(Date.now() + 6000).toISOString()]],
    ] as const) {
      const res = await buyer.context.request.post('/api/bookings', {
        data: { car_id: carId, phone: '+1 555 010 3344', meeting_location: 'Depot', slots },
      })
      expect(res.status()).toBe(201)
    }

    // The seller, in another browser context, accepts the first proposed time.
    const { page: sellerPage, errors: sellerErrors } = await openPage(seller.context)
    await sellerPage.goto('/dashboard/bookings')
    await sellerPage.waitForLoadState('networkidle')
    const sellerRow = sellerPage.getByRole('row').filter({ hasText: agreed })
    await sellerRow.getByRole('button', { name: `Choose a time for ${agreed}` }).click()
    const choose = sellerPage.getByRole('dialog')
    const first = choose.getByRole('button', { name: /^Accept / }).first()
    const when = (await first.innerText()).replace(/^Accept\s+/, '')
    await expectAccessible(sellerPage)
    await first.click()
    await sellerPage.getByText('Test drive agreed').waitFor()
    await sellerRow.getByText('Agreed', { exact: true }).waitFor()

    // The buyer sees it without reloading, and is e-mailed the time as a calendar file.
    await buyerRow.getByText('Agreed', { exact: true }).waitFor({ timeout: 15_000 })
    await buyerRow.getByText(when).waitFor()
    const mail = await mailTo(buyer.email, `Test drive agreed: ${agreed}`)
    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
    expect(ics?.content.toString()).toContain('SUMMARY:Test drive: ' + agreed)
    expect(ics?.content.toString()).toContain('LOCATION:Station car park\\, Elm St')

    // The seller declines the second request, saying why; the buyer reads the reason.
    const declineRow = sellerPage.getByRole('row').filter({ hasText: declined })
    await declineRow.getByRole('button', { name: `Decline request for ${declined}` }).click()
    const declineDialog = sellerPage.getByRole('dialog')
    await declineDialog.getByRole('button', { name: 'Decline request' }).click()
    await declineDialog.getByText('Please say why, so the buyer knows.').waitFor()
    await declineDialog.getByLabel('Reason').fill('It is sold to a friend, sorry.')
    await declineDialog.getByRole('button', { name: 'Decline request' }).click()
    await sellerPage.getByText('Request declined').waitFor()
    await buyerPage
      .getByRole('row')
      .filter({ hasText: declined })
      .getByText('It is sold to a friend, sorry.')
      .waitFor({ timeout: 15_000 })

    // Nobody answered the third: past its only time it expires; the car was in search all along.
    const expiredRow = buyerPage.getByRole('row').filter({ hasText: expiring })
    await expiredRow.getByText('Expired', { exact: true }).waitFor({ timeout: 20_000 })
    const { page: visitor } = await openPage(await browser.newContext({ baseURL: buyerPage.url() }))
    await visitor.goto(`/cars?q=${encodeURIComponent(expiring)}`)
    await visitor.getByRole('heading', { name: expiring }).waitFor()

    expect(buyerErrors).toEqual([])
    expect(sellerErrors).toEqual([])
    await seller.context.close()
    await buyer.context.close()
  }, 90_000)

  it('lets both sides review a test drive that happened, and shows it on the seller page', async () => {
    const seller = await signedInContext(browser, 'seller')
    const buyer = await signedInContext(browser, 'buyer')
    const carName = `E2E Reviewed Ridgeline ${Date.now().toString(36)}`
    const carId = await listCar(seller.context, pickup(carName))
    // A time a few seconds ahead, agreed through the API: the test drive is due soon after. Both
    // calls must come before it (each refuses a time past), on a loaded host too.
    const soon = new Date(Date.now() + 10_000).toISOString()
    const booked = await buyer.context.request.post('/api/bookings', {
      data: { car_id: carId, phone: '+1 555 010 3344', meeting_location: 'Depot', slots: [soon] },
    })
    const bookingId = (await booked.json()).insertedId as string
    const accepted = await seller.context.request.post(`/api/bookings/${bookingId}/accept`, {
      data: { at: soon },
    })
    expect(accepted.status()).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, Date.parse(soon) - Date.now() + 500))

    // The seller says it happened and reviews the buyer: hidden until the buyer writes too.
    const { page: sellerPage, errors: sellerErrors } = await openPage(seller.context)
    await sellerPage.goto('/dashboard/bookings')
    await sellerPage.waitForLoadState('networkidle')
    const sellerRow = sellerPage.getByRole('row').filter({ hasText: carName })
    await sellerRow.getByRole('button', { name: /^Test drive happened/ }).click()
    await sellerPage.getByText('Marked as done').waitFor()
    await sellerRow.getByRole('button', { name: /^Leave a review/ }).click()
    const sellerDialog = sellerPage.getByRole('dialog')
    await sellerDialog.getByRole('button', { name: 'Send review' }).click()
    await sellerDialog.getByText('Choose a rating from 1 to 5 stars').waitFor()
    await sellerDialog.locator('label', { hasText: '4 stars' }).click()
    await sellerDialog.getByLabel('Your review').fill('On time, careful driver, easy to deal with.')
    await expectAccessible(sellerPage)
    await sellerDialog.getByRole('button', { name: 'Send review' }).click()
    await sellerPage.getByText(/Your review will be shown once/).waitFor()

    const { page: visitor } = await openPage(
      await browser.newContext({ baseURL: sellerPage.url() }),
    )
    const me = await (await seller.context.request.get('/api/auth/me')).json()
    await visitor.goto(`/sellers/${me.user._id}`)
    await visitor.getByText('No reviews yet', { exact: false }).first().waitFor()

    // The buyer reviews the seller: both are published, and the seller page shows the buyer's.
    const { page: buyerPage, errors: buyerErrors } = await openPage(buyer.context)
    await buyerPage.goto('/dashboard/myorders')
    await buyerPage.waitForLoadState('networkidle')
    const buyerRow = buyerPage.getByRole('row').filter({ hasText: carName })
    await buyerRow.getByRole('button', { name: /^Leave a review/ }).click()
    const buyerDialog = buyerPage.getByRole('dialog')
    await buyerDialog.locator('label', { hasText: '5 stars' }).click()
    const words = 'The car was exactly as described and the seller let me take the highway.'
    await buyerDialog.getByLabel('Your review').fill(words)
    await buyerDialog.getByRole('button', { name: 'Send review' }).click()
    await buyerPage.getByText('Review published').waitFor()

    await visitor.reload()
    await visitor.getByText(words).waitFor()
    await visitor.getByText('1 review').waitFor()
    await visitor.getByRole('heading', { name: carName }).waitFor()
    await expectAccessible(visitor)
    expect(await visitor.content()).not.toContain(seller.email)

    expect(sellerErrors).toEqual([])
    expect(buyerErrors).toEqual([])
    await seller.context.close()
    await buyer.context.close()
  }, 90_000)
})
