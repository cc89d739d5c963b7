import { randomUUID } from 'node:crypto'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, expectAccessible, launchBrowser, openPage } from '../support/browser/browser'
import { confirmAddress, listCar, signedInContext } from '../support/browser/fixtures'

let browser: Browser
let buyer: BrowserContext, seller: BrowserContext, admin: BrowserContext
const cars: { id: string; name: string }[] = []
let paid: { id: string; name: string }

/** Signed up with the long names and addresses people really have. */
async function person(role: 'buyer' | 'seller', firstName: string, lastName: string) {
  const context = await browser.newContext({ baseURL: baseUrl() })
  const email = `${firstName}.${lastName}-${randomUUID().slice(0, 8)}@example-longdomain.com`
  const res = await context.request.post('/api/auth/signup', {
    data: { firstName, lastName, email: email.toLowerCase(), role, password: 'secret123' },
  })
  expect(res.status()).toBe(201)
  // Confirmed, as a buyer must be to ask for more than one test drive at a time.
  await confirmAddress(context, email.toLowerCase())
  return context
}

beforeAll(async () => {
  browser = await launchBrowser()
  seller = await person('seller', 'Margaret', 'Featherstonehaugh')
  buyer = await person('buyer', 'Alexandria', 'Montgomery-Wellington')
  admin = (await signedInContext(browser, 'admin')).context
  const listings = [
    [
      '2019 Mercedes-Benz E-Class E 300 4MATIC Luxury Sedan',
      'Westfield Shopping Centre car park, level 2, near the lifts',
    ],
    ['2018 Honda Civic EX', 'Central Station, north exit by the taxi rank'],
    ['2021 Toyota RAV4 Hybrid XSE', 'Main St garage'],
  ]
  for (const [name, place] of listings) {
    const car = { id: '', name: `${name} ${randomUUID().slice(0, 4)}` }
    car.id = await listCar(seller, {
      carName: car.name,
      origin: 'Germany',
      price: 54000,
      resale_price: 31500,
      description: 'One owner, full service history, two keys.',
      milespergallon: 30,
      company: 'Mercedes-Benz',
    })
    cars.push(car)
    expect((await buyer.request.put(`/api/wishlist/${car.id}`)).status()).toBe(200)
    const booked = await buyer.request.post('/api/bookings', {
      data: { car_id: car.id, phone: '+1 (555) 010-2030', meeting_location: place },
    })
    expect(booked.status()).toBe(201)
    if (!paid) paid = { id: (await booked.json()).insertedId, name: car.name }
  }
  // One for sale and not featured: its row has all three actions (Set Featured, Edit, Delete).
  await listCar(seller, {
    carName: `2020 Volkswagen Golf GTI Autobahn Performance Pack ${randomUUID().slice(0, 4)}`,
    origin: 'Germany',
    price: 38000,
    resale_price: 26500,
    description: 'Manual gearbox, adaptive dampers, winter tyres on spare wheels.',
    milespergallon: 31,
    company: 'Volkswagen',
    model: 'Golf',
    modelYear: 2020,
  })
  const { clientSecret } = await (
    await buyer.request.post(`/api/bookings/${paid.id}/payment`)
  ).json()
  const confirmed = await buyer.request.post('/api/payments/sandbox/confirm', {
    data: {
      clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    },
  })
  expect(await confirmed.json()).toEqual({ status: 'succeeded' })
  // The money is held; the seller hands the car over and the buyer confirms: it is taken.
  expect((await seller.request.post(`/api/bookings/${paid.id}/handover`)).status()).toBe(200)
  const taken = await buyer.request.post(`/api/bookings/${paid.id}/confirm-handover`)
  expect((await taken.json()).payment).toBe('paid')
}, 60_000)
afterAll(async () => {
  await Promise.all([buyer, seller, admin].map((c) => c?.close()))
  await browser?.close()
})

describe('dashboard tables', () => {
  const tables = () => [
    { who: buyer, path: '/dashboard/myorders', heading: 'My Orders' },
    { who: seller, path: '/dashboard/bookings', heading: 'Bookings' },
    { who: seller, path: '/dashboard/managecars', heading: 'Manage Cars' },
    { who: admin, path: '/dashboard/users', heading: 'Users' },
    { who: admin, path: '/dashboard/listings', heading: 'Listings' },
    { who: admin, path: '/dashboard/outbox', heading: 'Outbox' },
  ]

  it.each([375, 768, 1024, 1280])(
    'fit their box at %i px: no column or button runs off the right edge',
    async (width) => {
      for (const { who, path, heading } of tables()) {
        const { page, errors } = await openPage(who)
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await page.getByRole('heading', { level: 1, name: heading }).waitFor()
        await page.locator('table tbody tr').first().waitFor()
        const overflow = await page.evaluate(() => {
          const found: string[] = []
          if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page')
          // The navbar's controls stay inside its padding (a signed-in bar is the fullest).
          const bar = document.querySelector('header > div')!
          const barEdge =
            bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight)
          for (const control of bar.querySelectorAll<HTMLElement>('a, button')) {
            const right = control.getBoundingClientRect().right
            if (control.offsetParent && right > barEdge + 0.5)
              found.push(
                `navbar ${control.textContent || control.ariaLabel} at ${right} > ${barEdge}`,
              )
          }
          for (const table of document.querySelectorAll('table')) {
            const box = table.parentElement!
            const edge = box.getBoundingClientRect().right
            if (box.scrollWidth > box.clientWidth) found.push(`table ${table.caption?.textContent}`)
            for (const control of table.querySelectorAll('a, button, img')) {
              const right = control.getBoundingClientRect().right
              if (right > edge + 0.5)
                found.push(`${control.textContent || control.tagName} at ${right} > ${edge}`)
            }
          }
          return found
        })
        expect(overflow, `${path} at ${width} px`).toEqual([])
        expect(errors).toEqual([])
        await page.close()
      }
    },
    60_000,
  )
})

describe('signed-in pages', () => {
  it('arrive rendered for whoever may see them, and tell search engines to keep out', async () => {
    const html = async (who: BrowserContext, path: string) => {
      const res = await who.request.get(path)
      expect(res.headers()['x-robots-tag'], path).toBe('noindex')
      return res.text()
    }
    // Rendered on the server: the orders are in the HTML, before any script runs.
    const orders = await html(buyer, '/dashboard/myorders')
    for (const car of cars) expect(orders).toContain(car.name)
    expect(orders).toContain('id="server-data"')
    // Anyone else gets the page the browser renders, and its guard sends them to /login.
    const visitor = await browser.newContext({ baseURL: baseUrl() })
    for (const [who, path] of [
      [visitor, '/dashboard/myorders'],
      [seller, '/dashboard/users'],
      [buyer, '/dashboard/managecars'],
    ] as const) {
      const page = await html(who, path)
      expect(page, path).not.toContain('id="server-data"')
      expect(page).not.toContain(cars[0]!.name)
    }
    await visitor.close()
  })

  it('take no typing before their scripts run, then ask before unsaved work is left', async () => {
    // A form that came rendered is inert until hydrated: what was typed would be lost.
    expect(await (await seller.request.get('/dashboard/addproduct')).text()).toMatch(
      /<form[^>]* inert=""/,
    )
    const { page, errors } = await openPage(seller)
    await page.goto('/dashboard/addproduct')
    await page.locator('form:has(#section-basics):not([inert])').waitFor()
    await page.getByLabel('Name', { exact: true }).fill('Half-typed listing')
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Manage Cars' })
      .click()
    await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/dashboard/addproduct')
    expect(errors).toEqual([])
  })
})

describe('a buyer who booked and paid', () => {
  it('sees their own cars on the wish list as theirs, not "another buyer"', async () => {
    const { page, errors } = await openPage(buyer)
    await page.goto('/mywishlist')
    const card = (name: string) => page.getByRole('article').filter({ hasText: name })
    await card(paid.name).getByText('You bought this car.').waitFor()
    for (const car of cars.filter((c) => c.name !== paid.name)) {
      await card(car.name).getByText('You asked for a test drive of this car.').waitFor()
    }
    expect(await page.getByText(/Another buyer|This car has been sold/).count()).toBe(0)
    await expectAccessible(page)
    await card(paid.name).getByRole('link', { name: 'See it in My Orders' }).click()
    await page.waitForURL('**/dashboard/myorders')
    expect(errors).toEqual([])
  })

  it('finds the receipt in My Orders: amount, car, date and reference', async () => {
    const { page, errors } = await openPage(buyer)
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/dashboard/myorders')
    const row = page.getByRole('row').filter({ hasText: paid.name })
    // Each order shows its car's photo beside its name, which links to the car.
    expect(await row.locator('img').getAttribute('src')).toMatch(/^\/media\//)
    await row.getByRole('link', { name: /^Receipt/ }).click()
    await page.waitForURL(`**/dashboard/myorders/${paid.id}`)
    await page.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor()
    const terms = await page.getByRole('term').allTextContents()
    const values = await page.getByRole('definition').allTextContents()
    const receipt = Object.fromEntries(terms.map((term, i) => [term, values[i]]))
    expect(receipt).toMatchObject({
      'Amount paid': '$31,500',
      Reference: `WL-${paid.id.replaceAll('-', '').slice(0, 8).toUpperCase()}`,
    })
    expect(receipt['Paid on']).toContain(String(new Date().getFullYear()))
    expect(await page.getByRole('link', { name: paid.name }).getAttribute('href')).toMatch(
      /^\/featured-cars\//,
    )
    expect(await page.getByText(/Please pay/).count()).toBe(0)
    await expectAccessible(page)
    expect(errors).toEqual([])
  })
})
