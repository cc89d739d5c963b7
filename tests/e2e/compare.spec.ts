import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  browserPerSpec,
  expectAccessible,
  openPage,
  phone,
  settle,
} from '../support/browser/browser'
import { signedInContext } from '../support/browser/fixtures'

const spec = browserPerSpec()
const FULL = 'You can compare up to 3 cars. Remove one first.'

/** The car cards on the page, once they are there and answer clicks (the page came rendered). */
async function cardsOn(page: Page) {
  const cards = page.locator('article').filter({
    has: page.getByRole('link', { name: /View Details/ }),
  })
  await cards.first().waitFor()
  await settle(page)
  return cards
}

/** A car's page, hydrated. */
async function openCar(page: Page, car: { name: string; href: string }) {
  await page.goto(car.href)
  await page.getByRole('heading', { level: 1, name: car.name }).waitFor()
  await settle(page)
}

/** A card's car: its name and its page's path. */
async function carOf(card: Locator) {
  const name = await card.getByRole('heading').innerText()
  const href = await card.getByRole('link', { name: /View Details/ }).getAttribute('href')
  return { name, href: href!, id: href!.split('/').pop()! }
}

const tray = (page: Page) => page.getByRole('navigation', { name: 'Cars to compare' })

/** The compare table's column of cars, by their names. */
async function comparedNames(page: Page) {
  const table = page.getByRole('table')
  await table.waitFor()
  return table.getByRole('columnheader').getByRole('link').allInnerTexts()
}

describe('comparing cars', () => {
  it('adds cars from a card, the wish list and a car page, refuses a fourth and compares them in one table', async () => {
    const context = await spec.use(
      signedInContext(spec.browser, 'buyer').then((buyer) => buyer.context),
    )
    const { page, errors } = await openPage(context)

    await page.goto('/cars')
    const cards = await cardsOn(page)
    const [first, second, third, fourth] = await Promise.all(
      [0, 1, 2, 3].map((i) => carOf(cards.nth(i))),
    )

    // From a card.
    const toggle = cards.nth(0).getByRole('button', { name: `Compare ${first!.name}`, exact: true })
    await toggle.click()
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    await tray(page).getByText('1/3').waitFor()

    // From the wish list.
    expect((await context.request.put(`/api/wishlist/${second!.id}`)).status()).toBe(200)
    await page.goto('/mywishlist')
    await page.getByRole('heading', { name: second!.name }).waitFor()
    await settle(page)
    await page.getByRole('button', { name: `Compare ${second!.name}`, exact: true }).click()
    await tray(page).getByText('2/3').waitFor()

    // From a car's page.
    await openCar(page, third!)
    const onPage = page.getByRole('button', { name: `Compare ${third!.name}`, exact: true })
    await onPage.click()
    expect(await onPage.getAttribute('aria-pressed')).toBe('true')
    await tray(page).getByText('3/3').waitFor()

    // A fourth is refused, and says why.
    await page.goto('/cars')
    const more = (await cardsOn(page)).nth(3)
    await more.getByRole('button', { name: `Compare ${fourth!.name}`, exact: true }).click()
    await page.getByText(FULL).waitFor()

    // The tray opens the table: one column a car, every attribute a row.
    await tray(page).getByRole('link').click()
    await page.waitForURL('**/compare')
    expect(await comparedNames(page)).toEqual([first!.name, second!.name, third!.name])
    const table = page.getByRole('table')
    for (const row of ['Price', 'Deal rating', 'Model year', 'Make', 'Mileage', 'Fuel type']) {
      await table.getByRole('rowheader', { name: row, exact: true }).waitFor()
    }
    for (const row of ['Transmission', 'Seats', 'Exterior colour', 'Location', 'Seller']) {
      await table.getByRole('rowheader', { name: row, exact: true }).waitFor()
    }
    // Each row has a cell for each car.
    const priceRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Price', exact: true }) })
    expect(await priceRow.getByRole('cell').count()).toBe(3)
    await expectAccessible(page)

    // Kept in the browser: a reload has the same cars.
    await page.reload()
    expect(await comparedNames(page)).toEqual([first!.name, second!.name, third!.name])
    await page.getByRole('button', { name: `Remove ${second!.name}` }).click()
    await expect.poll(() => comparedNames(page)).toEqual([first!.name, third!.name])
    expect(errors).toEqual([])
  }, 120_000)

  it('on a phone: the tray stays clear of the car page’s action bar, and the table scrolls beside its labels', async () => {
    const context = await spec.use(
      signedInContext(spec.browser, 'buyer', phone).then((buyer) => buyer.context),
    )
    const { page, errors } = await openPage(context)

    await page.goto('/cars')
    const cards = await cardsOn(page)
    const [first, second] = await Promise.all([0, 1].map((i) => carOf(cards.nth(i))))
    await cards
      .nth(0)
      .getByRole('button', { name: `Compare ${first!.name}`, exact: true })
      .click()

    await openCar(page, second!)
    await page.getByRole('button', { name: `Compare ${second!.name}`, exact: true }).click()
    await tray(page).getByText('2/3').waitFor()
    // Above the bar of Book Appointment, not over it.
    const bar = await page.locator('[data-action-bar]').boundingBox()
    const trayBox = await tray(page).boundingBox()
    expect(trayBox!.y + trayBox!.height).toBeLessThanOrEqual(bar!.y)
    await expectAccessible(page)

    await tray(page).getByRole('link').click()
    await page.waitForURL('**/compare')
    expect(await comparedNames(page)).toEqual([first!.name, second!.name])
    // The page itself does not scroll sideways; the table does, its labels staying put.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    const label = page.getByRole('rowheader', { name: 'Mileage', exact: true })
    const before = (await label.boundingBox())!.x
    await page.getByRole('table').evaluate((table) => {
      table.parentElement!.scrollLeft = 200
    })
    expect(
      await page.getByRole('table').evaluate((t) => t.parentElement!.scrollLeft),
    ).toBeGreaterThan(0)
    expect((await label.boundingBox())!.x).toBe(before)
    await expectAccessible(page)
    expect(errors).toEqual([])
  }, 120_000)

  it('lets a guest choose from the cards and asks them to sign in for the table', async () => {
    const { page, errors } = await openPage(spec.context)
    await page.goto('/cars')
    const cards = await cardsOn(page)
    const { name } = await carOf(cards.nth(0))
    await cards
      .nth(0)
      .getByRole('button', { name: `Compare ${name}`, exact: true })
      .click()
    await tray(page).getByRole('link').click()
    await page.getByRole('heading', { name: 'Sign in to compare this car' }).waitFor()
    await page.getByRole('listitem').filter({ hasText: name }).waitFor()
    expect(await page.getByRole('table').count()).toBe(0)
    expect(errors).toEqual([])
  })
})
