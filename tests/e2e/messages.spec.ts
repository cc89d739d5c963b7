import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage, settle } from '../support/browser/browser'
import { confirmAddress, listCar, mailTo, signedInContext } from '../support/browser/fixtures'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('messages between a buyer and a seller', () => {
  it('carries a question and its answer live, and e-mails one left unread', async () => {
    const seller = await signedInContext(browser, 'seller')
    const buyer = await signedInContext(browser, 'buyer')
    // Writing first needs a confirmed address: the buyer opens the link the app e-mailed.
    await confirmAddress(buyer.context, buyer.email)

    // A convertible from a maker the search spec does not look for.
    const carName = `E2E Asked Roadster ${Date.now().toString(36)}`
    const carId = await listCar(seller.context, {
      carName,
      carCategory: 'convertible',
      company: 'Morgan',
      origin: 'UK',
    })

    // The seller's inbox is open, and empty.
    const { page: sellerPage, errors: sellerErrors } = await openPage(seller.context)
    await sellerPage.goto('/dashboard/inbox')
    await sellerPage.waitForLoadState('networkidle')
    await sellerPage.getByText('No messages yet', { exact: false }).waitFor()

    // The buyer asks from the car's page.
    const { page: buyerPage, errors: buyerErrors } = await openPage(buyer.context)
    await buyerPage.goto(`/featured-cars/${carId}`)
    await buyerPage.waitForLoadState('networkidle')
    await buyerPage.getByRole('button', { name: 'Message seller' }).click()
    const dialog = buyerPage.getByRole('dialog')
    await dialog
      .getByLabel('Your message')
      .fill('Has the timing belt been done? https://example.com')
    await dialog.getByRole('button', { name: /^Send/ }).click()
    await buyerPage.waitForURL(/\/dashboard\/inbox\/[0-9a-f-]{36}$/)
    await buyerPage.getByText('Has the timing belt been done?', { exact: false }).waitFor()

    // The seller sees it arrive without a reload, unread; left unread, it is e-mailed.
    const row = sellerPage.getByRole('link').filter({ hasText: carName })
    await row.waitFor({ timeout: 15_000 })
    await row.getByText(/1 unread/).waitFor()
    // The navbar counts it too, on every page.
    await sellerPage.getByRole('banner').getByRole('link', { name: 'Inbox, 1 unread' }).waitFor()
    const mail = await mailTo(seller.email, `E2E sent you a message about the ${carName}`)
    expect(mail.text).toContain('Has the timing belt been done?')
    expect(mail.text).not.toContain(buyer.email)
    await expectAccessible(sellerPage)

    // The seller answers in the thread; the buyer sees the answer without a reload.
    await row.click()
    await sellerPage.waitForURL(/\/dashboard\/inbox\/[0-9a-f-]{36}$/)
    const question = sellerPage.getByText('Has the timing belt been done?', { exact: false })
    await question.waitFor()
    // Read now: the navbar stops counting it.
    await sellerPage.getByRole('banner').getByRole('link', { name: 'Inbox', exact: true }).waitFor()
    // Text only: the address in it is not a link.
    expect(await sellerPage.getByRole('link', { name: 'https://example.com' }).count()).toBe(0)
    await sellerPage.getByLabel('Your message').fill('Yes, at 60,000 miles, with the water pump.')
    await sellerPage.getByLabel('Your message').press('Enter')
    await buyerPage
      .getByText('Yes, at 60,000 miles, with the water pump.')
      .waitFor({ timeout: 15_000 })
    await expectAccessible(buyerPage)

    expect(sellerErrors).toEqual([])
    expect(buyerErrors).toEqual([])
    await seller.context.close()
    await buyer.context.close()
  }, 90_000)

  it('loads older messages as the thread is scrolled up to them', async () => {
    const seller = await signedInContext(browser, 'seller')
    const buyer = await signedInContext(browser, 'buyer')
    await confirmAddress(buyer.context, buyer.email)
    const carId = await listCar(seller.context, {
      carName: `E2E Long Thread Roadster ${Date.now().toString(36)}`,
      carCategory: 'convertible',
      company: 'Morgan',
    })
    // 60 messages, 30 from each side (the most a person may send in a minute).
    const started = await buyer.context.request.post('/api/conversations', {
      data: { car_id: carId, text: 'Message 1' },
    })
    const id = (await started.json()).conversationId as string
    for (let i = 2; i <= 60; i++) {
      const who = i % 2 === 0 ? seller : buyer
      const sent = await who.context.request.post(`/api/conversations/${id}/messages`, {
        data: { text: `Message ${i}` },
      })
      expect(sent.status()).toBe(201)
    }

    const { page, errors } = await openPage(buyer.context)
    await page.goto(`/dashboard/inbox/${id}`)
    const list = page.getByRole('list', { name: 'Messages' })
    await list.getByText('Message 60', { exact: true }).waitFor()
    // Hydrated (and without a mismatch: `errors` below), so the thread listens to its scrolling.
    await settle(page)
    expect(await list.getByRole('listitem').count()).toBe(50)
    // Scrolled up to the top: the ten older ones come in above, no click needed.
    await page.getByText('Message 11', { exact: true }).scrollIntoViewIfNeeded()
    // The wheel turns over the thread, so the thread is what scrolls.
    await page.getByText('Message 11', { exact: true }).hover()
    await page.mouse.wheel(0, -5000)
    await list.getByText('Message 1', { exact: true }).waitFor({ timeout: 10_000 })
    expect(await list.getByRole('listitem').count()).toBe(60)
    expect(errors).toEqual([])
    await seller.context.close()
    await buyer.context.close()
  }, 90_000)
})
