import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import {
  browserPerSpec,
  expectAccessible,
  newContext,
  openPage,
  phone,
  settle,
} from '../support/browser/browser'
import { mailTo } from '../support/browser/fixtures'

const e2e = browserPerSpec()

describe('a visitor browsing the storefront', () => {
  it('goes from Home to a category and its cars', async () => {
    const { page, errors } = await openPage(e2e.context)
    await page.goto('/')
    await page.getByRole('heading', { name: 'CAR CATEGORIES' }).waitFor()
    await page.getByRole('heading', { name: 'FEATURED CARS' }).waitFor()
    await page.getByRole('heading', { name: 'WHAT CLIENTS SAY' }).waitFor()

    // Hero carousel: buttons 1-4 move between the four slides, once the page has hydrated.
    await settle(page)
    const slide3 = page.getByRole('button', { name: 'Go to slide 3' })
    await slide3.click()
    await expect.poll(() => slide3.getAttribute('aria-current')).toBe('true')
    // Hydrated (the carousel answers): one canonical address, whole, as the server sent it.
    const canonical = () =>
      page.locator('link[rel="canonical"]').evaluateAll((links) => links.map((l) => l.outerHTML))
    const origin = new URL(page.url()).origin
    expect(await canonical()).toEqual([`<link rel="canonical" href="${origin}/">`])
    // Opened at another address (localhost, not PUBLIC_URL's 127.0.0.1), a page's canonical
    // address stays on PUBLIC_URL, hydrated and after a navigation.
    const elsewhere = await e2e.context.newPage()
    await elsewhere.goto(origin.replace('127.0.0.1', 'localhost') + '/')
    await settle(elsewhere)
    const slide2 = elsewhere.getByRole('button', { name: 'Go to slide 2' })
    await slide2.click()
    await expect.poll(() => slide2.getAttribute('aria-current')).toBe('true')
    const canonicalThere = () =>
      elsewhere
        .locator('link[rel="canonical"]')
        .evaluateAll((links) => links.map((l) => l.outerHTML))
    expect(await canonicalThere()).toEqual([`<link rel="canonical" href="${origin}/">`])
    await elsewhere.locator('a[href="/allcars/suv"]').first().click()
    await elsewhere.getByRole('heading', { level: 1, name: /SUV/ }).waitFor()
    await expect
      .poll(canonicalThere)
      .toEqual([`<link rel="canonical" href="${origin}/allcars/suv">`])
    await elsewhere.close()

    const featured = page.getByRole('link', { name: /View Details/ })
    await featured.first().waitFor()
    expect(await featured.count()).toBeGreaterThanOrEqual(3)
    expect(await featured.count()).toBeLessThanOrEqual(6)
    expect(await featured.first().getAttribute('href')).toMatch(/^\/featured-cars\/[0-9a-f-]{36}$/)
    await expect.poll(() => page.locator('main').innerText()).toMatch(/\$\d{1,3}(,\d{3})+/)
    await expect.poll(() => page.locator('main').innerText()).toMatch(/\.\.\./)
    await expectAccessible(page)

    const viewItems = page.getByRole('link', { name: /View Items/ })
    expect(await viewItems.count()).toBe(6)
    await page.locator('a[href="/allcars/suv"]').first().click()
    await page.waitForURL('**/allcars/suv')
    await page.getByRole('heading', { level: 1, name: /SUV/ }).waitFor()
    await expect.poll(canonical).toEqual([`<link rel="canonical" href="${origin}/allcars/suv">`])
    const cars = page.getByRole('link', { name: /View Details/ })
    await cars.first().waitFor()
    // The demo's six SUVs, and any other spec running beside this one has listed.
    expect(await cars.count()).toBeGreaterThanOrEqual(6)
    await expectAccessible(page)

    await page.goto('/car-categories')
    await page
      .getByRole('link', { name: /View Details/ })
      .first()
      .waitFor()
    expect(await page.getByRole('link', { name: /View Details/ }).count()).toBeGreaterThanOrEqual(
      24,
    )
    await expectAccessible(page)
    expect(errors.filter((e) => !e.includes('/allcars/byCategory/tractor'))).toEqual([])
  })

  it('reads the blog', async () => {
    const { page, errors } = await openPage(e2e.context)
    await page.goto('/')
    await page.getByRole('navigation').getByRole('link', { name: 'Blog' }).first().click()
    await page.waitForURL('**/blog')
    // The URL changes before the page does: Home's cards are articles too.
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor()
    const posts = page.locator('main article')
    expect(await posts.count()).toBe(3)
    await expectAccessible(page)

    const title = await page.locator('main article h2').first().innerText()
    await page.locator('main article a').first().click()
    await page.waitForURL(/\/blog\/\w+/)
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    await expectAccessible(page)

    expect(errors).toEqual([])
  })

  it('writes to the admins from Contact, and reads the legal pages from the footer', async () => {
    await e2e.use(newContext(e2e.browser, phone))
    const { page, errors } = await openPage(e2e.context)
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click()
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor()
    await expectAccessible(page)
    await page
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: 'Contact us' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor()

    const field = (name: string) => page.getByRole('textbox', { name, exact: true })
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByText('Enter your name').waitFor()
    await page.getByText('Write at least 10 characters').waitFor()
    await expectAccessible(page)
    await field('Your name').fill('Ada Lovelace')
    await field('Your email').fill('ada@example.com')
    await field('Message').fill('Is the silver Camry still for sale?')
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByRole('status').filter({ hasText: 'Thank you, Ada Lovelace' }).waitFor()
    // The admin's copy: Reply answers Ada, not the marketplace.
    const mail = await mailTo(inject('adminEmail'), 'Contact form: Ada Lovelace')
    expect(mail.replyTo?.value.map((a) => a.address)).toEqual(['ada@example.com'])
    expect(errors).toEqual([])
  })

  it('answers 404 for a page whose record is not there, and shows that page', async () => {
    const { page, errors } = await openPage(e2e.context)
    const gone = randomUUID()
    const pages = [
      ['/blog/999', 'Post not found'],
      ['/sellers/unknown', 'Seller not found'],
      [`/sellers/${gone}`, 'Seller not found'],
      [`/dealers/${gone}`, 'Dealer not found'],
      ['/allcars/no-such-category', 'Category not found'],
    ]
    for (const [path, heading] of pages) {
      const res = await page.goto(path!)
      expect(res?.status(), path).toBe(404)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    }
    await expectAccessible(page)
    // The browser reports each 404 (and 400) it was sent; nothing else may fail.
    expect(errors.filter((e) => !/status of 40[04]/.test(e))).toEqual([])
  })

  it('shows About, the error page, and a working mobile menu', async () => {
    await e2e.use(newContext(e2e.browser, phone))
    const { page, errors } = await openPage(e2e.context)
    await page.goto('/about')
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor()
    await expectAccessible(page)

    // A path no page has is the error page, with status 404 (no soft 404 for crawlers).
    const missing = await page.goto('/no-such-page')
    expect(missing?.status()).toBe(404)
    await page
      .getByText(/Not Found/i)
      .first()
      .waitFor()
    expect(await page.getByRole('img', { name: /404|not found/i }).count()).toBeGreaterThan(0)
    await expectAccessible(page)
    // It is the app, hydrated: its link goes home without reloading the page.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
    await page.getByRole('link', { name: 'Back to the home page' }).click()
    await page.getByRole('heading', { name: 'CAR CATEGORIES' }).waitFor()
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
    // A file that does not exist is a 404, never the app's page.
    for (const path of ['/assets/index-deadbeef.js', '/.env', '/backup.sql']) {
      const res = await page.request.get(path)
      expect(res.status(), path).toBe(404)
      expect(res.headers()['content-type'], path).toMatch(/^application\/json/)
    }

    await page.goto('/')
    // The menu opens once the page has hydrated: a click before then is not heard.
    await settle(page)
    const toggle = page.getByRole('button', { name: /menu/i })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    await page.getByRole('link', { name: 'Blog' }).last().click()
    await page.waitForURL('**/blog')
    // The browser reports the 404 it was sent for /no-such-page; nothing else may fail.
    expect(errors.filter((e) => !/status of 404 .*\/no-such-page$/.test(e))).toEqual([])
  })
})
