import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, browserPerSpec, newContext, openPage, phone } from './browser'

// A server-rendered page shows its fields and buttons before its code has loaded (boot.ts). A
// phone can take a second or more to get there; what is done to the page meanwhile must count.

const e2e = browserPerSpec()

/**
 * Holds back the app's code (every script but the page's entry, boot.ts, and the chunk it
 * shares) until the returned function is called: the page stays as the server rendered it.
 */
async function holdAppCode(page: Page) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) =>
      /^\/assets\/.+\.js$/.test(url.pathname) &&
      !/^\/assets\/(index|preload|rolldown-runtime)-/.test(url.pathname),
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}

describe('a page used before its code has loaded', () => {
  it('keeps a sort and a price typed on a category page', async () => {
    const { page, errors } = await openPage(e2e.context)
    const release = await holdAppCode(page)
    await page.goto('/allcars/suv')
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
    await page.getByLabel('Maximum price').fill('26000')
    await page.waitForTimeout(500)
    // Not hydrated yet: nothing has happened to the address.
    expect(new URL(page.url()).search).toBe('')
    release()
    await page.waitForURL(/maxPrice=26000/)
    expect(new URL(page.url()).search).toBe('?maxPrice=26000&sort=price_asc')
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price_asc')
    expect(errors).toEqual([])
  })

  it('opens the filters pressed and runs the search sent on a phone', async () => {
    await e2e.use(newContext(e2e.browser, phone, { hasTouch: true }))
    const { page, errors } = await openPage(e2e.context)
    const documents: string[] = []
    page.on('request', (req) => req.resourceType() === 'document' && documents.push(req.url()))
    const release = await holdAppCode(page)
    await page.goto('/cars')
    const toggle = page.getByRole('button', { name: /^Filters/ })
    await toggle.click()
    await page.getByRole('searchbox').fill('suv')
    await page.getByRole('searchbox').press('Enter')
    await page.waitForTimeout(500)
    // The browser did not send the form itself (a reload), and the panel waits for the code.
    expect(documents).toEqual([`${baseUrl()}/cars`])
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    release()
    await page.waitForURL(/q=suv/)
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await page.getByLabel('Body Type').isVisible()).toBe(true)
    expect(documents).toHaveLength(1)
    expect(errors).toEqual([])
  })
})
