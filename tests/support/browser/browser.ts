import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
import { chromiumFlags, chromiumPath } from './chromium'

export const baseUrl = () => inject('baseUrl')

/** Debian's chromium (tests/support/browser/chromium.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
}

export const desktop = { width: 1280, height: 900 }
export const phone = { width: 375, height: 812 }

/** A fresh context on the test server: its own cookies, desktop-sized unless told otherwise. */
export const newContext = (
  browser: Browser,
  viewport = desktop,
  options: { hasTouch?: boolean } = {},
) => browser.newContext({ viewport, baseURL: baseUrl(), ...options })

/**
 * The spec file's chromium and each test's context (desktop, closed after the test). `use`
 * swaps the test's context for another one: a phone's, a signed-in one.
 */
export function browserPerSpec() {
  let browser: Browser
  let context: BrowserContext
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())
  beforeEach(async () => {
    context = await newContext(browser)
  })
  afterEach(() => context?.close())
  return {
    get browser() {
      return browser
    },
    get context() {
      return context
    },
    async use(next: Promise<BrowserContext>) {
      await context.close()
      context = await next
      return context
    },
  }
}

/**
 * A page whose console errors and failed requests are collected: a test ends with
 * `expectNoErrors(page)` so that a broken image or a thrown error fails it.
 */
export async function openPage(context: BrowserContext) {
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()} at ${msg.location().url}`)
  })
  page.on('pageerror', (err) => errors.push(`page: ${err.message}`))
  // A request the page itself abandoned (navigating away, a query cancelled on unmount) is not
  // a failure; anything else (refused, reset, DNS) is.
  page.on('requestfailed', (req) => {
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') errors.push(`request failed: ${req.url()}`)
  })
  return { page, errors }
}

/** No axe violation of serious or critical impact on what the page shows now. */
export async function expectAccessible(page: Page) {
  // Colours are judged as they end up. The page's data has arrived first: a button whose look
  // depends on it starts its colour transition only then (Continue with Google turns from
  // disabled to enabled when the providers arrive, maybe after the page showed). Then an open
  // dialog still fading in is not yet its final contrast (its transition may not even have
  // started when it opened), nor is a button whose colours are still changing. Only
  // time-based, finite animations are waited for: spinners run forever, and scroll-driven ones
  // (their end is '100%') run as long as the page is there.
  await settle(page)
  await page.waitForFunction(() =>
    [...document.querySelectorAll('dialog[open]')].every((d) =>
      [d, ...d.querySelectorAll('.modal-box')].every((e) => getComputedStyle(e).opacity === '1'),
    ),
  )
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const end = animation.effect?.getComputedTiming().endTime
          return typeof end === 'number' && Number.isFinite(end)
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  // Toasts fade in, and out once their time is up, maybe while axe runs: mid-way their text is
  // faint and fails the contrast check (at rest it is #363636 on white). Wait until none is up.
  await page.waitForFunction(() => !document.querySelector('[data-rht-toaster] > *'))
  const { violations } = await new AxeBuilder({ page }).analyze()
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(bad, `axe violations on ${page.url()}`).toEqual([])
}

/** The live notifications stream: a request that never finishes, left out of "network quiet". */
export const isEventStream = (request: { url(): string }) =>
  new URL(request.url()).pathname === '/api/events'

/**
 * Counts the page's requests from now on (the event stream left out); `quiet()` resolves once
 * none has been in flight for half a second. Playwright's 'networkidle' only describes the
 * first load of a document, not what a client-side navigation or a lazy chunk started.
 */
export function trackRequests(page: Page) {
  let pending = 0
  let lastChange = Date.now()
  const open = new Set<string>()
  const start = (r: { url(): string }) => {
    if (isEventStream(r)) return
    pending++
    open.add(r.url())
    lastChange = Date.now()
  }
  const end = (r: { url(): string }) => {
    if (isEventStream(r)) return
    pending--
    open.delete(r.url())
    lastChange = Date.now()
  }
  page.on('request', start)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  return {
    quiet: () =>
      expect
        .poll(() => pending <= 0 && Date.now() - lastChange >= 500, {
          message: `still loading: ${[...open].join(' ')}`,
          timeout: 15_000,
        })
        .toBe(true),
    stop() {
      page.off('request', start)
      page.off('requestfinished', end)
      page.off('requestfailed', end)
    },
  }
}

/**
 * Waits until no request has been in flight for half a second and React has taken over the
 * page: its data, pictures and lazy code have arrived (a `goto` then cancels nothing), and a
 * click is heard (before hydrateRoot, which waits for the route's chunk, it would be lost).
 */
export async function settle(page: Page) {
  const requests = trackRequests(page)
  try {
    await requests.quiet()
  } finally {
    requests.stop()
  }
  // React marks the element it renders into with a `__reactContainer$…` property; a page
  // without #root has nothing to take over.
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'))
  })
}
