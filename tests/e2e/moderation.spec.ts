import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  baseUrl,
  browserPerSpec,
  expectAccessible,
  isEventStream,
  openPage,
  settle,
} from '../support/browser/browser'
import { listCar, mailTo, signedInContext } from '../support/browser/fixtures'

const e2e = browserPerSpec()

/** The names of the cars the /cars search shows for `words`, once its results are in. */
async function searchNames(page: Page, words: string) {
  await page.goto('/cars')
  // Typed once the page has hydrated: before, the box would lose it.
  await settle(page)
  const box = page.getByRole('combobox', { name: 'Search cars' })
  await box.fill(words)
  await box.press('Enter')
  await page.waitForURL((url) => url.searchParams.get('q') === words)
  const region = page.getByRole('region', { name: 'Search results' })
  await expect.poll(() => region.getAttribute('aria-busy')).toBe('false')
  return region.locator('article h3').allInnerTexts()
}

describe('moderation', () => {
  it('a reported listing is hidden by an admin: gone from search, its seller told', async () => {
    const word = `Zebrawood${randomUUID().slice(0, 6)}`
    const carName = `2016 Mazda CX-5 ${word}`
    const seller = await signedInContext(e2e.browser, 'seller')
    const carId = await listCar(seller.context, { carName, company: 'Mazda', model: 'CX-5' })
    const buyer = await e2e.use(signedInContext(e2e.browser, 'buyer').then((b) => b.context))
    const admin = await signedInContext(e2e.browser, 'admin')

    // The buyer finds the listing, then reports it from its page.
    const { page, errors } = await openPage(buyer)
    expect(await searchNames(page, word)).toContain(carName)
    await page.goto(`/featured-cars/${carId}`)
    // Rendered on the server: its buttons answer once the page has hydrated.
    await settle(page)
    await page.getByRole('button', { name: 'Report this listing' }).click()
    const report = page.getByRole('dialog', { name: 'Report this listing' })
    await report.getByRole('radio', { name: 'Scam or fraud' }).check()
    await report.getByLabel(/Details/).fill('Wants a deposit by wire before any viewing.')
    await report.getByRole('button', { name: 'Send report' }).click()
    await page.getByText('Thank you. An admin will look at your report.').waitFor()

    // The admin sees it in the queue, with the listing's name, and hides the listing.
    const { page: desk, errors: deskErrors } = await openPage(admin.context)
    await desk.goto('/dashboard')
    await desk
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Reports' })
      .click()
    await desk.getByRole('heading', { level: 1, name: 'Reports' }).waitFor()
    const card = desk.getByRole('article', { name: carName })
    await card.getByText('Wants a deposit by wire before any viewing.').waitFor()
    await card.getByText('Scam or fraud').waitFor()
    await expectAccessible(desk)
    await card.getByRole('button', { name: 'Hide listing' }).click()
    const hide = desk.getByRole('dialog', { name: 'Hide this listing?' })
    // A note is required: the seller is told why.
    await hide.getByRole('button', { name: 'Hide listing' }).click()
    await hide.getByText('Write a note: the person affected is told why').waitFor()
    await hide
      .getByLabel('What the person affected is told')
      .fill('Asking for a deposit by wire before a viewing is against our rules.')
    await hide.getByRole('button', { name: 'Hide listing' }).click()
    await desk.getByText('Listing hidden. 1 report resolved.').waitFor()
    await card.waitFor({ state: 'detached' })

    // Gone from the buyer's search.
    expect(await searchNames(page, word)).not.toContain(carName)

    // The seller is told, in the app and by e-mail, and sees the car as Hidden.
    const { page: own, errors: ownErrors } = await openPage(seller.context)
    await own.goto('/dashboard/notifications')
    await own.getByText(`Your listing ${carName} was taken down`).first().waitFor()
    await own.goto('/dashboard/managecars')
    const row = own.getByRole('row', { name: new RegExp(carName) })
    await row.getByText('Hidden', { exact: true }).waitFor()
    const mail = await mailTo(seller.email, `Your listing ${carName} was taken down`)
    expect(mail.text).toContain('Asking for a deposit by wire before a viewing')

    expect([...errors, ...deskErrors, ...ownErrors]).toEqual([])
    await Promise.all([seller.context.close(), admin.context.close()])
  }, 90_000)

  it("a suspended person's open page signs out, and asks them to sign in", async () => {
    const buyer = await signedInContext(e2e.browser, 'buyer')
    const admin = await signedInContext(e2e.browser, 'admin')
    const { user } = await (await buyer.context.request.get('/api/auth/me')).json()
    const { page } = await openPage(buyer.context)
    const streaming = page.waitForRequest(isEventStream)
    await page.goto('/dashboard/myorders')
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor()
    await streaming

    const suspended = await admin.context.request.post(`/api/admin/users/${user._id}/suspend`, {
      data: { note: 'Asked sellers for gift cards' },
      headers: { origin: baseUrl() },
    })
    expect(suspended.status()).toBe(200)
    // The server ends the page's event stream with the session; the page signs out.
    await page.waitForURL('**/login', { timeout: 20_000 })
    await page.getByRole('link', { name: 'Login' }).first().waitFor()
    await buyer.context.close()
    await admin.context.close()
  })
})
