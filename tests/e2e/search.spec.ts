import { randomUUID } from 'node:crypto'
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
import { listCar, signedInContext } from '../support/browser/fixtures'

const e2e = browserPerSpec()

type Result = { name: string; price: number }
type CarPage = { items: { carName: string; resale_price: number }[]; total: number }

// Other specs book and sell demo cars, so nothing here counts on exact totals: the page is
// compared with what the API answers for the same query at the same moment, and with the rules
// a search promises (every price in range, the order holds).
const api = async (page: Page, query: string) =>
  (await (await page.request.get(`/api/cars?${query}`)).json()) as CarPage

const query = (page: Page) => new URL(page.url()).search.slice(1)

/** The cards on screen once the results match the URL: their names and prices, in order. */
async function results(page: Page, resultsName = 'Search results'): Promise<Result[]> {
  const region = page.getByRole('region', { name: resultsName })
  const read = async () => {
    if ((await region.getAttribute('aria-busy')) !== 'false') return null
    const cards = region.locator('article')
    const list: Result[] = []
    for (let i = 0; i < (await cards.count()); i++) {
      const text = await cards.nth(i).innerText()
      const price = /\$([\d,]+)/.exec(text)?.[1] ?? 'NaN'
      list.push({
        name: await cards.nth(i).locator('h3').innerText(),
        price: Number(price.replace(/,/g, '')),
      })
    }
    return list
  }
  let expected: Result[] = []
  await expect
    .poll(async () => {
      const url = new URL(page.url())
      const search = new URLSearchParams(url.search)
      const category = /^\/allcars\/([^/]+)$/.exec(url.pathname)?.[1]
      if (category) search.set('category', category)
      const answer = await api(page, search.toString())
      expected = answer.items.map((car) => ({ name: car.carName, price: car.resale_price }))
      const shown = JSON.stringify(await read())
      return shown === JSON.stringify(expected) ? 'as the API answers' : shown
    })
    .toBe('as the API answers')
  return expected
}

const isAscending = (prices: number[]) => prices.every((p, i) => i === 0 || prices[i - 1]! <= p)

describe('searching for a car', () => {
  it('finds cars as people write them: models with hyphens, typos, body types, make prefixes', async () => {
    const seller = await signedInContext(e2e.browser, 'seller')
    const tag = randomUUID().slice(0, 6)
    const listed = {
      f150: `2019 Ford F-150 XLT ${tag}`,
      miata: `2018 Mazda MX-5 Miata ${tag}`,
      benz: `2017 Mercedes-Benz C 300 ${tag}`,
      camry: `2019 Toyota Camry SE ${tag}`,
    }
    await listCar(seller.context, {
      carName: listed.f150,
      company: 'Ford',
      model: 'F-150',
      carCategory: 'pickup',
    })
    await listCar(seller.context, { carName: listed.miata, company: 'Mazda', model: 'MX-5 Miata' })
    await listCar(seller.context, {
      carName: listed.benz,
      company: 'Mercedes-Benz',
      model: 'C-Class',
    })
    await listCar(seller.context, { carName: listed.camry, company: 'Toyota', model: 'Camry' })
    await seller.context.close()

    const { page, errors } = await openPage(e2e.context)
    const namesFor = async (search: string) => {
      await page.goto(`/cars?${search}`)
      return (await results(page)).map((r) => r.name)
    }
    for (const q of ['Ford F-150', 'F-150', 'ford f150']) {
      const names = await namesFor(`q=${encodeURIComponent(q)}`)
      expect(names, q).toContain(listed.f150)
      expect(
        names.filter((n) => /GMC/.test(n)),
        q,
      ).toEqual([])
    }
    expect(await namesFor('q=MX-5')).toContain(listed.miata)
    expect(await namesFor(`q=${encodeURIComponent('toyta camry')}`)).toContain(listed.camry)
    // "SUV" finds the whole body type.
    await page.goto('/cars?q=SUV')
    const suvs = await results(page)
    expect(suvs.length).toBe((await api(page, 'category=suv')).items.length)
    // The Company filter takes a make's beginning, or the name people use for it.
    await page.goto('/cars')
    await page.getByLabel('Company').fill('Mercedes')
    await page.waitForURL(/company=Mercedes/)
    expect((await results(page)).map((r) => r.name)).toContain(listed.benz)
    await page.getByLabel('Company').fill('toyo')
    await page.waitForURL(/company=toyo/)
    const toyotas = (await results(page)).map((r) => r.name)
    expect(toyotas).toContain(listed.camry)
    for (const name of toyotas) expect(name).toMatch(/toyota/i)
    expect(errors).toEqual([])
  })

  it('searches, filters, sorts and pages with the whole state in the URL', async () => {
    const { page, errors } = await openPage(e2e.context)
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Cars' }).click()
    await page.waitForURL('**/cars')
    await page.getByRole('heading', { level: 1, name: 'Find your next car' }).waitFor()
    expect((await results(page)).length).toBeGreaterThan(0)
    await expectAccessible(page)

    // A small page size (a URL-only setting) so that a handful of results has pages.
    await page.goto('/cars?pageSize=2')
    await results(page)
    // The box hears keys once the page has hydrated.
    await settle(page)
    const searchRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/cars') searchRequests.push(request.url())
    })
    const box = page.getByRole('combobox', { name: 'Search cars' })
    await box.pressSequentially('toyota', { delay: 40 })
    await page.waitForURL(/q=toyota/)
    const toyotas = await results(page)
    expect(toyotas.length).toBeGreaterThan(0)
    for (const car of toyotas) expect(car.name).toMatch(/toyota/i)
    // Six keystrokes, one search (or one more for each time a busy machine stalls mid-word past
    // the pause): never a search per keystroke.
    expect(searchRequests.length).toBeGreaterThanOrEqual(1)
    expect(searchRequests.length).toBeLessThanOrEqual(3)

    await box.fill('')
    await page.waitForURL((url) => !url.search.includes('q='))
    await page.getByLabel('Body Type').selectOption({ label: 'Sedan' })
    await page.waitForURL(/category=sedan/)
    await page.getByLabel('Minimum price').fill('15000')
    await page.waitForURL(/minPrice=15000/)
    await page.getByLabel('Maximum price').fill('30000')
    await page.waitForURL(/maxPrice=30000/)
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
    await page.waitForURL(/sort=price_asc/)
    expect(query(page)).toBe(
      'category=sedan&minPrice=15000&maxPrice=30000&sort=price_asc&pageSize=2',
    )
    const firstPage = await results(page)
    expect(firstPage.length).toBeGreaterThan(0)
    for (const car of firstPage) expect(car.price).toBeGreaterThanOrEqual(15000)
    for (const car of firstPage) expect(car.price).toBeLessThanOrEqual(30000)
    expect(isAscending(firstPage.map((car) => car.price))).toBe(true)

    const { total } = await api(page, query(page))
    await page.getByText(`${total} ${total === 1 ? 'car' : 'cars'}`, { exact: true }).waitFor()
    if (total > 2) {
      const pages = page.getByRole('navigation', { name: 'Pages' })
      await pages.getByText(`Page 1 of ${Math.ceil(total / 2)}`).waitFor()
      await pages.getByRole('link', { name: 'Next' }).click()
      await page.waitForURL(/page=2/)
      const secondPage = await results(page)
      expect(secondPage.length).toBeGreaterThan(0)
      // Still ascending across the page break.
      expect(secondPage[0]!.price).toBeGreaterThanOrEqual(firstPage.at(-1)!.price)
      await pages.getByText(`Page 2 of ${Math.ceil(total / 2)}`).waitFor()

      // Back returns to page 1 of the same search, results and controls alike.
      await page.goBack()
      await page.waitForURL((url) => !url.search.includes('page=2'))
      expect(query(page)).toBe(
        'category=sedan&minPrice=15000&maxPrice=30000&sort=price_asc&pageSize=2',
      )
      expect(await results(page)).toEqual(firstPage)
    }
    // Back once more undoes the sort.
    await page.goBack()
    await page.waitForURL((url) => !url.search.includes('sort='))
    await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('relevance')
    await expect.poll(() => page.getByLabel('Maximum price').inputValue()).toBe('30000')
    await results(page)

    // Nothing matches: the way out is one click.
    await page.getByLabel('Fuel type').selectOption('Electric')
    await page.getByLabel('Condition').selectOption('Fair')
    await page.getByText('No cars match your search').waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await page.waitForURL((url) => url.search === '?pageSize=2')
    expect((await results(page)).length).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })

  it('folds the filters away on a phone', async () => {
    await e2e.use(newContext(e2e.browser, phone))
    const { page, errors } = await openPage(e2e.context)
    await page.goto('/cars')
    await results(page)
    await settle(page)
    const toggle = page.getByRole('button', { name: /^Filters/ })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByLabel('Body Type').isVisible()).toBe(false)
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    await page.getByLabel('Body Type').selectOption({ label: 'SUV' })
    await page.waitForURL(/category=suv/)
    await results(page)
    await expectAccessible(page)
    await page.getByRole('button', { name: /^Show \d+ cars?$/ }).click()
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    // The toggle says how many filters are set while they are out of sight.
    await expect.poll(() => toggle.innerText()).toMatch(/Filters\s*1/)
    expect(errors).toEqual([])
  })

  it('filters and sorts a category page', async () => {
    const { page, errors } = await openPage(e2e.context)
    await page.goto('/allcars/suv')
    await page.getByRole('heading', { level: 1, name: /SUV/ }).waitFor()
    const all = await results(page, 'SUV for sale')
    expect(all.length).toBeGreaterThan(0)
    // The path names the body type: no second control for it.
    expect(await page.getByLabel('Body Type').count()).toBe(0)
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
    await page.getByLabel('Maximum price').fill('26000')
    await page.waitForURL(/maxPrice=26000/)
    expect(query(page)).toBe('maxPrice=26000&sort=price_asc')
    const cheap = await results(page, 'SUV for sale')
    for (const car of cheap) expect(car.price).toBeLessThanOrEqual(26000)
    expect(isAscending(cheap.map((car) => car.price))).toBe(true)
    expect(cheap.every((car) => all.some((other) => other.name === car.name))).toBe(true)
    await expectAccessible(page)
    expect(errors).toEqual([])
  })

  it('subscribes to the newsletter from the footer', async () => {
    const { page, errors } = await openPage(e2e.context)
    await page.goto('/cars')
    // The footer's code has arrived and its form is hydrated (a click before would post the
    // plain HTML form).
    await settle(page)
    const email = page.getByLabel('Enter your email address')
    await email.fill(`reader-${randomUUID().slice(0, 8)}@example.com`)
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await page.getByText('Subscribed', { exact: true }).waitFor()
    await expect.poll(() => email.inputValue()).toBe('')
    expect(errors).toEqual([])
  })
})

describe('a wish list', () => {
  it('asks a visitor to sign in before saving', async () => {
    const { page, errors } = await openPage(e2e.context)
    await page.goto('/cars')
    await results(page)
    await settle(page)
    await page
      .getByRole('button', { name: /^Save / })
      .first()
      .click()
    await page.getByText('Sign in to save cars to your wish list.').waitFor()
    await page.getByRole('link', { name: 'Sign in' }).click()
    await page.waitForURL('**/login')
    await page.getByRole('heading', { level: 1, name: 'Login Now!' }).waitFor()
    expect(errors).toEqual([])
  })

  it('saves a car with the heart and takes it off on /mywishlist', async () => {
    await e2e.use(signedInContext(e2e.browser, 'buyer').then((signedIn) => signedIn.context))
    const { page, errors } = await openPage(e2e.context)
    await page.goto('/cars')
    const [first] = await results(page)
    const heart = page.getByRole('button', { name: `Save ${first!.name}` })
    await heart.click()
    const added = page.getByText(`${first!.name} has been added`)
    await added.waitFor()
    const saved = page.getByRole('button', { name: `Remove ${first!.name} from wish list` })
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true')
    // The toast sits over the navbar; a pointer resting on it would keep it there (its timer
    // pauses on hover), so the navbar is used once it has gone, as a person would.
    await added.waitFor({ state: 'hidden' })
    const wishLink = page.getByRole('banner').getByRole('link', { name: /Wish list/ })
    await expect.poll(() => wishLink.innerText()).toMatch(/1/)

    await wishLink.click()
    await page.waitForURL('**/mywishlist')
    const item = page.getByRole('article').filter({ hasText: first!.name })
    await item.getByRole('heading', { name: first!.name }).waitFor()
    expect(await item.getByRole('link', { name: /Book Now/ }).getAttribute('href')).toMatch(
      /^\/featured-cars\/[0-9a-f-]{36}$/,
    )
    await expectAccessible(page)

    const toWish = item.getByRole('button', { name: /to wish/ })
    expect(await toWish.getAttribute('aria-pressed')).toBe('true')
    await toWish.click()
    await page.getByText('Removed from wishlist.').waitFor()
    await page.getByRole('heading', { name: 'Your wish list is empty' }).waitFor()
    await expectAccessible(page)
    expect(errors).toEqual([])
  })
})
