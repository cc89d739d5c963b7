import { describe, expect, it } from 'vitest'
import { decodeVin } from '../../src/shared/vin'
import { browserPerSpec, expectAccessible, openPage } from '../support/browser/browser'
import { listCar, signedInContext } from '../support/browser/fixtures'

const e2e = browserPerSpec()

/** A VIN that reads, new for this run (its check digit right). */
function freshVin() {
  const serial = String(Date.now() % 1_000_000).padStart(6, '0')
  for (const check of '0123456789X') {
    const vin = `1HGCM826${check}3C${serial}`
    if (decodeVin(vin).ok) return vin
  }
  throw new Error('no check digit fits')
}

describe('listing checks', () => {
  it('hold a listing with a cloned VIN; the admin sees why and publishes it', async () => {
    const vin = freshVin()
    const owner = await signedInContext(e2e.browser, 'seller')
    await listCar(owner.context, { carName: '2003 Honda Accord EX', company: 'Honda', vin })
    const carName = `2003 Honda Accord LX ${vin.slice(-4)}`
    const copier = await signedInContext(e2e.browser, 'seller')
    const carId = await listCar(copier.context, { carName, company: 'Honda', vin })

    // The seller sees it in review, with the reason, on Manage Cars.
    const { page: own, errors: ownErrors } = await openPage(copier.context)
    await own.goto('/dashboard/managecars')
    const row = own.getByRole('row', { name: new RegExp(carName) })
    await row.getByText('In review', { exact: true }).waitFor()
    await row.getByText(`The VIN ${vin} is on another seller’s listing that is for sale.`).waitFor()
    await expectAccessible(own)

    // The admin finds it in the queue, put there by the checks, and publishes it.
    const admin = await signedInContext(e2e.browser, 'admin')
    const { page: desk, errors: deskErrors } = await openPage(admin.context)
    await desk.goto('/dashboard/reports')
    await desk.getByRole('heading', { level: 1, name: 'Reports' }).waitFor()
    const card = desk.getByRole('article', { name: carName })
    await card.getByText('Held by Wheelanes’ listing and message checks').waitFor()
    await card.getByText(`The VIN ${vin} is on another seller’s listing`).waitFor()
    await expectAccessible(desk)
    await card.getByRole('button', { name: 'Publish listing' }).click()
    const publish = desk.getByRole('dialog', { name: 'Publish this listing?' })
    await publish
      .getByLabel('What the seller is told (optional)')
      .fill('The other listing had a typo in its VIN.')
    await publish.getByRole('button', { name: 'Publish' }).click()
    await desk.getByText(/^Listing published\./).waitFor()
    await card.waitFor({ state: 'detached' })

    // On sale: the seller sees it Active, and it opens for a buyer.
    await own.goto('/dashboard/managecars')
    await own
      .getByRole('row', { name: new RegExp(carName) })
      .getByText('Active')
      .waitFor()
    const buyer = await e2e.use(signedInContext(e2e.browser, 'buyer').then((b) => b.context))
    const { page, errors } = await openPage(buyer)
    await page.goto(`/featured-cars/${carId}`)
    await page.getByRole('heading', { level: 1, name: carName }).waitFor()

    expect([...ownErrors, ...deskErrors, ...errors]).toEqual([])
    await Promise.all([owner.context.close(), copier.context.close(), admin.context.close()])
  }, 90_000)
})
