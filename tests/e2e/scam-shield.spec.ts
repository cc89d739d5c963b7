import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage } from '../support/browser/browser'
import { confirmAddress, listCar, signedInContext } from '../support/browser/fixtures'

/**
 * The scam shield in messages (docs/api.md "Trust and safety"): a seller asks for a deposit by
 * Zelle; the buyer reads it with a safety note and follows it to the Safety page; the seller's own
 * copy shows none.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('the scam shield', () => {
  it('shows the buyer a scam message with its safety note and the way to the Safety page', async () => {
    const seller = await signedInContext(browser, 'seller')
    const buyer = await signedInContext(browser, 'buyer')
    await confirmAddress(buyer.context, buyer.email)
    const carId = await listCar(seller.context, {
      carName: `E2E Shielded Outback ${Date.now().toString(36)}`,
      company: 'Subaru',
    })
    const started = await buyer.context.request.post('/api/conversations', {
      data: { car_id: carId, text: 'Is it still for sale? It is the 2019 with 45,000 miles?' },
    })
    const id = (await started.json()).conversationId as string
    const scam = 'Yes! I am away for work, send a $500 deposit by Zelle and my shipper brings it.'
    const sent = await seller.context.request.post(`/api/conversations/${id}/messages`, {
      data: { text: scam },
    })
    expect(sent.status()).toBe(201)

    const { page, errors } = await openPage(buyer.context)
    await page.goto(`/dashboard/inbox/${id}`)
    const list = page.getByRole('list', { name: 'Messages' })
    await list.getByText(scam).waitFor()
    const notes = list.getByRole('note', { name: 'Safety note' })
    expect(await notes.count()).toBe(1)
    expect(await notes.textContent()).toContain('asks for payment outside Wheelanes')
    await expectAccessible(page)
    await notes.getByRole('link', { name: 'How to stay safe' }).click()
    await page.waitForURL('**/safety')
    await page.getByRole('heading', { level: 1, name: 'Buying and selling safely' }).waitFor()
    await page.getByRole('heading', { name: 'What a safety note means' }).waitFor()
    await expectAccessible(page)

    // The seller's own copy carries no note.
    const { page: sellerPage, errors: sellerErrors } = await openPage(seller.context)
    await sellerPage.goto(`/dashboard/inbox/${id}`)
    await sellerPage.getByRole('list', { name: 'Messages' }).getByText(scam).waitFor()
    expect(await sellerPage.getByRole('note', { name: 'Safety note' }).count()).toBe(0)

    expect(errors).toEqual([])
    expect(sellerErrors).toEqual([])
    await seller.context.close()
    await buyer.context.close()
  }, 90_000)
})
