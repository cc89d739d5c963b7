import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  browserPerSpec,
  expectAccessible,
  newContext,
  openPage,
  phone,
  settle,
} from '../support/browser/browser'
import { confirmAddress, listCar, signedInContext } from '../support/browser/fixtures'

const e2e = browserPerSpec()

/** Issue 40: the home page on a phone is at most this tall, with every one of its sections. */
const PHONE_HEIGHT_MAX = 6000

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** The whole page has been scrolled through, so that what loads near the screen has loaded. */
async function scrolledThrough(page: Page) {
  await settle(page)
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  await settle(page)
  return page.evaluate(() => document.documentElement.scrollHeight)
}

/** Opens each car's page and waits until it has hydrated, which is when it is remembered. */
async function view(page: Page, carIds: string[]) {
  for (const id of carIds) {
    await page.goto(`/featured-cars/${id}`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await settle(page)
  }
}

const featuredIds = async (context: BrowserContext) =>
  ((await (await context.request.get('/api/featured-cars')).json()) as { _id: string }[]).map(
    (car) => car._id,
  )

describe('the home page', () => {
  it(`is under ${PHONE_HEIGHT_MAX} px tall on a phone, for a guest and a buyer, with every section`, async () => {
    for (const role of ['guest', 'buyer'] as const) {
      const context = await e2e.use(
        role === 'guest'
          ? newContext(e2e.browser, phone)
          : signedInContext(e2e.browser, 'buyer', phone).then((signedIn) => signedIn.context),
      )
      const { page, errors } = await openPage(context)
      if (role === 'buyer') await view(page, (await featuredIds(context)).slice(0, 4))
      await page.goto('/')
      const height = await scrolledThrough(page)
      expect(height, `${role}: the page's height at 375 px`).toBeLessThan(PHONE_HEIGHT_MAX)

      // The spec's sections: the carousel with buttons 1 to 4, the categories, the featured cars
      // (a row to swipe on a phone) and the testimonials.
      for (const n of [1, 2, 3, 4]) {
        await page.getByRole('button', { name: `Go to slide ${n}` }).waitFor()
      }
      expect(await region(page, 'CAR CATEGORIES').getByRole('link').count()).toBeGreaterThan(0)
      const featured = region(page, 'FEATURED CARS')
      expect(await featured.getByRole('article').count()).toBeGreaterThan(1)
      await region(page, 'WHAT CLIENTS SAY').getByRole('figure').first().waitFor()
      if (role === 'buyer') {
        expect(await region(page, 'RECENTLY VIEWED').getByRole('link').count()).toBe(4)
      }
      await expectAccessible(page)
      expect(errors).toEqual([])
    }
  })

  it('shows the cars a buyer viewed last, newest first, and drops one that is gone', async () => {
    const seller = await signedInContext(e2e.browser, 'seller')
    const stamp = Date.now().toString(36)
    const kept = `E2E Viewed Civic ${stamp}`
    const removed = `E2E Removed Accord ${stamp}`
    const keptId = await listCar(seller.context, { carName: kept })
    const removedId = await listCar(seller.context, { carName: removed })
    const buyer = await e2e.use(signedInContext(e2e.browser, 'buyer').then((b) => b.context))
    const { page, errors } = await openPage(buyer)

    // Nothing viewed yet: no row.
    await page.goto('/')
    await scrolledThrough(page)
    expect(await region(page, 'RECENTLY VIEWED').count()).toBe(0)

    // Viewed twice, the first car is kept once, first.
    await view(page, [removedId, keptId, removedId])
    await page.goto('/')
    const row = region(page, 'RECENTLY VIEWED')
    await row.waitFor()
    await expect
      .poll(() => row.getByRole('link').allTextContents())
      .toEqual([`${removed}$17,500`, `${kept}$17,500`])
    await expectAccessible(page)

    // Its seller deletes one: the next visit leaves it out, and it is forgotten.
    expect((await seller.context.request.delete(`/api/allcars/${removedId}`)).status()).toBe(200)
    await page.reload()
    await expect.poll(() => row.getByRole('link').allTextContents()).toEqual([`${kept}$17,500`])
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('wheelanes:recently-viewed')))
      .not.toContain(removedId)

    // A card opens its car.
    await row.getByRole('link', { name: kept }).click()
    await page.waitForURL(`**/featured-cars/${keptId}`)

    // Cleared, the row goes.
    await page.goto('/')
    await row.getByRole('button', { name: 'Clear recently viewed' }).click()
    await expect.poll(() => row.count()).toBe(0)

    // The one failed request: the deleted car, read once to find it gone.
    const gone = (e: string) => e.includes('404 (Not Found)')
    expect(errors.filter((e) => !gone(e))).toEqual([])
    await seller.context.close()
  })

  it('shows a seller, once signed in, what waits for them, each linking to where it is answered', async () => {
    const seller = await signedInContext(e2e.browser, 'seller', phone)
    const carName = `E2E Waiting Corolla ${Date.now().toString(36)}`
    const carId = await listCar(seller.context, { carName })
    const buyer = await signedInContext(e2e.browser, 'buyer')
    await confirmAddress(buyer.context, buyer.email)

    // Nothing waits yet: no banner.
    const { page: first } = await openPage(seller.context)
    await first.goto('/')
    await settle(first)
    expect(await region(first, 'Waiting for you').count()).toBe(0)
    await seller.context.close()

    // A test drive request, an offer and a message.
    const inADay = new Date(Date.now() + 30 * 3_600_000).toISOString()
    const booked = await buyer.context.request.post('/api/bookings', {
      data: { car_id: carId, phone: '+1 555 010 3344', meeting_location: 'Depot', slots: [inADay] },
    })
    expect(booked.status()).toBe(201)
    const offered = await buyer.context.request.post('/api/offers', {
      data: { car_id: carId, amount: 15000 },
    })
    expect(offered.status()).toBe(201)
    const started = await buyer.context.request.post('/api/conversations', {
      data: { car_id: carId, text: 'Is the timing belt done?' },
    })
    expect(started.status()).toBe(201)
    const conversationId = (await started.json()).conversationId as string

    // The seller signs in through the form, on a phone: signing in still leads to /, and the
    // banner is there, rendered with the page.
    const context = await e2e.use(newContext(e2e.browser, phone))
    const { page, errors } = await openPage(context)
    await page.goto('/login')
    await page.getByRole('textbox', { name: 'Email' }).fill(seller.email)
    await page.getByLabel('Password', { exact: true }).fill(seller.password)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/')
    const banner = region(page, 'Waiting for you')
    await banner.waitFor()
    const links = banner.getByRole('link')
    await expect
      .poll(() => links.allTextContents())
      .toEqual(['1 test drive request to answer', '1 offer to answer', '1 unread message'])
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      '/dashboard/bookings',
      '/dashboard/bookings/offers',
      `/dashboard/inbox/${conversationId}`,
    ])
    const html = await (await context.request.get('/')).text()
    expect(html).toContain('1 test drive request to answer')
    await expectAccessible(page)

    // The request's link opens the seller's bookings, with the request in them.
    await links.first().click()
    await page.waitForURL('**/dashboard/bookings')
    await page.getByText(carName).first().waitFor()
    expect(errors).toEqual([])
    await buyer.context.close()
  })
})
