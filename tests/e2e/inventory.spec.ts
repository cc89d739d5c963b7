import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  expectAccessible,
  launchBrowser,
  openPage,
  phone,
  settle,
  trackRequests,
} from '../support/browser/browser'
import { signedInContext } from '../support/browser/fixtures'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** A camera-sized photo in one colour: enough for the server to accept and re-encode. */
const photo = async (name: string, background: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer(),
})

// Every field of the form says what is missing under itself (docs/spec-deviations.md).
const requiredMessages = [
  'Name is required',
  'Origin is required',
  'Price is required',
  'Resale Price is required',
  'Years of use is required',
  'Body Type is required',
  'Description is required',
  'Miles per gallon is required',
  'Year of buying is required',
  'Company name is required',
  'Model is required',
  'Model year is required',
  'Photo is required',
  'Condition is required',
  'Mileage is required',
  'ZIP code is required',
  'City is required',
]

/** Whether a <progress> element is ever added to the page from now on. */
async function watchForProgressBars(page: Page) {
  await page.evaluate(() => {
    const seen = window as unknown as { sawProgress: boolean }
    seen.sawProgress = false
    new MutationObserver(() => {
      if (document.querySelector('progress[aria-label^="Uploading"]')) seen.sawProgress = true
    }).observe(document.body, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)
}

describe('a seller managing their cars', () => {
  it('adds a car with two photos, features it on Home, and deletes it', async () => {
    const { context } = await signedInContext(browser, 'seller')
    const { page, errors } = await openPage(context)
    const { quiet: quietNetwork } = trackRequests(page)
    const carName = `E2E Roadster ${Date.now().toString(36)}`

    // A new seller starts with an empty list that points at Add a Car.
    await page.goto('/dashboard/managecars')
    const empty = page.getByRole('heading', { name: 'No cars yet' })
    await empty.waitFor()
    await empty.locator('..').getByRole('link', { name: 'Add a Car' }).click()
    await page.waitForURL('**/dashboard/addproduct')
    await page.getByRole('heading', { level: 1, name: 'Add a Car' }).waitFor()
    await page.getByRole('option', { name: 'SUV' }).waitFor({ state: 'attached' })
    await expectAccessible(page)

    // Submitting the empty form names every missing field.
    const submit = page.getByRole('button', { name: 'Add car' })
    await submit.click()
    for (const message of requiredMessages) {
      await page.getByText(message, { exact: true }).waitFor()
    }
    await expectAccessible(page)

    const field = (label: string) => page.getByLabel(label, { exact: true })
    await field('Name').fill(carName)
    await field('Origin').fill('Japan')
    await field('Price').fill('24000')
    await field('Resale Price').fill('18500')
    await field('Years of used').fill('3')
    await field('Body Type').selectOption({ label: 'SUV' })
    await field('Description').fill('One owner, garaged, full service history, new tyres.')
    await field('Miles per gallon').fill('41')
    await field('Year of Buying').fill('2021-03-15')
    await field('Company').fill('Mazda')
    await field('Model').fill('CX-5')
    await field('Model year').fill('2021')
    await field('Condition').selectOption('Excellent')
    await field('Mileage').fill('31000')
    await page.getByLabel('Fuel type').selectOption('Petrol')
    await page.getByLabel('Transmission').selectOption('Manual')
    await page.getByLabel('Exterior colour').fill('Soul Red')
    await page.getByRole('textbox', { name: /^VIN/ }).fill('1HGCM82633A004352')
    await page.getByText('This VIN is a 2003 Honda.').waitFor()
    await field('ZIP code').fill('78704')
    await field('City').fill('Austin')

    // Two photos upload at once, each with its own progress bar, then show as thumbnails.
    const sawProgress = await watchForProgressBars(page)
    await page
      .getByLabel('Add photos')
      .setInputFiles([await photo('front.jpg', '#b91c1c'), await photo('side.jpg', '#1d4ed8')])
    await expect.poll(sawProgress).toBe(true)
    const photos = page.getByRole('list', { name: 'Your photos' })
    await expect
      .poll(
        () =>
          photos
            .getByRole('img')
            .evaluateAll((images) =>
              images
                .filter((img) => (img as HTMLImageElement).naturalWidth > 0)
                .map((img) => img.getAttribute('alt')),
            ),
        { timeout: 20_000 },
      )
      .toEqual(['Photo 1: front.jpg', 'Photo 2: side.jpg'])
    expect(await page.locator('progress').count()).toBe(0)
    expect(await photos.getByRole('listitem').first().getByText('Cover').count()).toBe(1)
    expect(await page.getByText('Photo is required').count()).toBe(0)

    await submit.click()
    await page.getByText(`${carName} is added successfully`).waitFor()
    await page.waitForURL('**/dashboard/managecars')
    const row = page.getByRole('row', { name: new RegExp(carName) })
    await row.waitFor()
    await page.getByText('You have 1 car').waitFor()
    expect(await row.getByText('Active').count()).toBe(1)
    await expectAccessible(page)

    // A saved edit leaves for Manage Cars without asking about the changes it just saved.
    await row.getByRole('link', { name: /Edit/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Edit listing' }).waitFor()
    await field('Resale Price').fill('17900')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText(`${carName} is updated`).waitFor()
    await page.waitForURL('**/dashboard/managecars')
    await row.getByText('$17,900').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)

    // Featuring it puts it first on Home: it is the newest featured car.
    const setFeatured = row.getByRole('button', { name: /Set Featured/ })
    await setFeatured.click()
    await page.getByText('Data updated successfully').waitFor()
    await row.getByRole('button', { name: /Unfeature/ }).waitFor()
    await row.getByText('Featured', { exact: true }).waitFor()

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
    const featured = page.getByRole('region', { name: 'FEATURED CARS' })
    await expect
      .poll(() => featured.getByRole('heading', { level: 3 }).first().textContent(), {
        timeout: 10_000,
      })
      .toBe(carName)
    // Leaving while Home's photos still load would cancel them (failed requests).
    await quietNetwork()

    // On a phone the list fits the screen; deleting asks first, naming the car.
    await page.goto('/dashboard/managecars')
    await page.setViewportSize({ width: 375, height: 812 })
    await row.waitFor()
    // Rendered on the server: Delete answers once the page has hydrated.
    await settle(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await row.getByRole('button', { name: /Delete/ }).click()
    const dialog = page.getByRole('dialog', { name: `Delete ${carName}?` })
    await dialog.waitFor()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByText('Data deleted successfully').waitFor()
    await row.waitFor({ state: 'detached' })
    await page.getByRole('heading', { name: 'No cars yet' }).waitFor()

    expect(errors).toEqual([])
    await context.close()
  })

  it('starts Add a Car with the VIN: a pasted one fills the make, year, model and name; a ZIP code the city', async () => {
    const { context } = await signedInContext(browser, 'seller', phone)
    const { page, errors } = await openPage(context)
    await page.goto('/dashboard/addproduct')
    await settle(page)
    const field = (label: string) => page.getByLabel(label, { exact: true })
    // The VIN is the form's first field.
    const first = page.locator('form').locator('input, select, textarea').first()
    expect(await first.getAttribute('id')).toBe('car-vin')

    await page.getByRole('textbox', { name: /^VIN/ }).fill('4T1B11HKXJU123456')
    await page.getByText('This VIN is a 2018 Toyota Camry.').waitFor()
    await expect.poll(() => field('Model').inputValue()).toBe('Camry')
    expect(await field('Company').inputValue()).toBe('Toyota')
    expect(await field('Model year').inputValue()).toBe('2018')
    await expect.poll(() => field('Name').inputValue()).toBe('2018 Toyota Camry')
    // The suggested name takes the trim, and stays editable.
    await page.getByLabel('Trim').fill('SE')
    await expect.poll(() => field('Name').inputValue()).toBe('2018 Toyota Camry SE')
    await field('Name').fill('2018 Toyota Camry SE, one owner')

    await field('ZIP code').fill('78704')
    await expect.poll(() => field('City').inputValue()).toBe('Austin')
    await page.getByText('Austin, TX').waitFor()
    expect(await field('Name').inputValue()).toBe('2018 Toyota Camry SE, one owner')
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })

  it('asks before leaving a half-filled Add a Car, and only then lets go', async () => {
    const { context } = await signedInContext(browser, 'seller')
    const { page, errors } = await openPage(context)
    await page.goto('/dashboard/managecars')
    // The page came rendered: its links work in the app once it has hydrated.
    await settle(page)
    const menu = page.getByRole('navigation', { name: 'Dashboard' })
    await menu.getByRole('link', { name: 'Add a Car' }).click()
    await page.waitForURL('**/dashboard/addproduct')
    const name = page.getByLabel('Name', { exact: true })
    await name.fill('Half-typed Roadster')

    // A link elsewhere asks, with "Keep editing" ready for Enter; keeping leaves all as it was.
    await menu.getByRole('link', { name: 'Manage Cars' }).click()
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' })
    await dialog.getByText('Your changes to this car will be lost.').waitFor()
    const focused = () => page.evaluate(() => document.activeElement?.textContent)
    await expect.poll(focused).toBe('Keep editing')
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Keep editing' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(new URL(page.url()).pathname).toBe('/dashboard/addproduct')
    expect(await name.inputValue()).toBe('Half-typed Roadster')

    // So does Back; and closing the tab gets the browser's own prompt.
    await page.evaluate(() => history.back())
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Keep editing' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(new URL(page.url()).pathname).toBe('/dashboard/addproduct')
    const prompted = new Promise<string>((resolve) =>
      page.once('dialog', (prompt) => {
        resolve(prompt.type())
        void prompt.dismiss()
      }),
    )
    await page.close({ runBeforeUnload: true })
    expect(await prompted).toBe('beforeunload')
    expect(page.isClosed()).toBe(false)

    // Leave goes where the link pointed.
    await menu.getByRole('link', { name: 'Manage Cars' }).click()
    await dialog.getByRole('button', { name: 'Leave' }).click()
    await page.waitForURL('**/dashboard/managecars')
    await page.getByRole('heading', { name: 'No cars yet' }).waitFor()

    expect(errors).toEqual([])
    await context.close()
  })
})
