import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  browserPerSpec,
  expectAccessible,
  newContext,
  openPage,
  phone,
  settle,
} from '../support/browser/browser'

const e2e = browserPerSpec()

type Answer = {
  items: { carName: string; carCategory: string; resale_price: number; distance?: number }[]
  total: number
}
type Shown = { name: string; price: number; distance: number }

// Other specs book and sell demo cars: the page is compared with what the API answers for the
// same words at the same moment, and with what the words promise, never with fixed totals.
const api = async (page: Page, q: string) =>
  (await (await page.request.get(`/api/cars?${new URLSearchParams({ q })}`)).json()) as Answer

/** The cards once the results are the API's for `q`: name, price and miles away, in order. */
async function results(page: Page, q: string): Promise<Shown[]> {
  const region = page.getByRole('region', { name: 'Search results' })
  const read = async () => {
    if ((await region.getAttribute('aria-busy')) !== 'false') return null
    const cards = region.locator('article')
    const list: Shown[] = []
    for (let i = 0; i < (await cards.count()); i++) {
      const text = await cards.nth(i).innerText()
      list.push({
        name: await cards.nth(i).locator('h3').innerText(),
        price: Number(/\$([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN),
        distance: /under 1 mi away/.test(text)
          ? 0
          : Number(/([\d,]+) mi away/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN),
      })
    }
    return list
  }
  let expected: Shown[] = []
  await expect
    .poll(async () => {
      const answer = await api(page, q)
      // Every car the words promise: an SUV, with its distance from 60601.
      for (const car of answer.items) {
        expect(car.carCategory).toBe('suv')
        expect(car.distance).toBeTypeOf('number')
      }
      expected = answer.items.map((car) => ({
        name: car.carName,
        price: car.resale_price,
        distance: car.distance! < 1 ? 0 : car.distance!,
      }))
      const shown = JSON.stringify(await read())
      return shown === JSON.stringify(expected) ? 'as the API answers' : shown
    })
    .toBe('as the API answers')
  return expected
}

const nearestFirst = (cars: Shown[]) =>
  cars.every((car, i) => i === 0 || cars[i - 1]!.distance <= car.distance)

describe('a search typed as people say it', () => {
  it('from the home page on a phone: chips, only SUVs under $20,000 nearest first, and a chip removed widens them', async () => {
    const context = await e2e.use(newContext(e2e.browser, phone, { hasTouch: true }))
    const { page, errors } = await openPage(context)
    await page.goto('/')
    await settle(page)
    await expectAccessible(page)
    const words = 'suv under 20k near 60601'
    await page.getByRole('combobox', { name: 'Search cars' }).fill(words)
    await page.getByRole('button', { name: 'Search', exact: true }).tap()
    await page.waitForURL((url) => url.pathname === '/cars' && url.searchParams.get('q') === words)

    const chips = page.getByRole('list', { name: 'Searching for' })
    await chips.waitFor()
    expect(await chips.getByRole('button').allInnerTexts()).toEqual([
      'SUV',
      'Under $20,000',
      expect.stringMatching(/ 60601$/),
    ])
    const narrow = await results(page, words)
    expect(narrow.length).toBeGreaterThan(0)
    for (const car of narrow) expect(car.price).toBeLessThanOrEqual(20000)
    expect(nearestFirst(narrow)).toBe(true)
    await expectAccessible(page)

    await chips.getByRole('button', { name: 'Remove Under $20,000' }).tap()
    await page.waitForURL((url) => url.searchParams.get('q') === 'suv near 60601')
    // The last results stay on screen while the next load: the chips follow once they are in.
    await expect
      .poll(() => chips.getByRole('button').allInnerTexts())
      .toEqual(['SUV', expect.stringMatching(/ 60601$/)])
    const wide = await results(page, 'suv near 60601')
    expect(wide.length).toBeGreaterThan(narrow.length)
    expect(wide.some((car) => car.price > 20000)).toBe(true)
    expect(nearestFirst(wide)).toBe(true)
    expect(await page.getByRole('combobox', { name: 'Search cars' }).inputValue()).toBe(
      'suv near 60601',
    )
    expect(errors).toEqual([])
  })
})
