import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { browserPerSpec, expectAccessible, openPage, settle } from '../support/browser/browser'
import { confirmAddress, listCar, mailTo, signedInContext } from '../support/browser/fixtures'

const e2e = browserPerSpec()

describe('leads', () => {
  it('a buyer’s first message reaches the dealer’s Leads inbox live and its CRM as ADF; the answer gives the dealer page a response time', async () => {
    const run = randomUUID().slice(0, 6)
    const carName = `E2E Lead Wagon ${run}`
    const crmEmail = `crm-${run}@example.com`

    // A seller's car becomes a dealer's stock when they make the dealer; its CRM takes leads.
    const owner = await signedInContext(e2e.browser, 'seller')
    const carId = await listCar(owner.context, { carName, company: 'Volvo', origin: 'Sweden' })
    const made = await owner.context.request.post('/api/dealers', {
      data: { name: `Fjord Motors ${run}`, postalCode: '78704', city: 'Austin' },
    })
    expect(made.status()).toBe(201)
    const dealerId = (await made.json())._id as string
    const crm = await owner.context.request.patch(`/api/dealers/${dealerId}`, {
      data: { crmEmail },
    })
    expect(crm.status(), await crm.text()).toBe(200)

    // The owner's Leads inbox is open, and empty.
    const { page: inbox, errors: inboxErrors } = await openPage(owner.context)
    await inbox.goto('/dashboard/leads')
    await inbox.getByRole('heading', { level: 1, name: 'Leads' }).waitFor()
    await inbox.getByText('No leads yet').waitFor()
    await inbox.waitForLoadState('networkidle')

    // A buyer with a confirmed address asks about the car.
    const buyer = await signedInContext(e2e.browser, 'buyer')
    await confirmAddress(buyer.context, buyer.email)
    const asked = await buyer.context.request.post('/api/conversations', {
      data: { car_id: carId, text: 'Is the wagon still for sale? Does it tow?' },
    })
    expect(asked.status(), await asked.text()).toBe(201)

    // The lead arrives in the open inbox without a reload: a message, new, nobody's yet.
    const lead = inbox.getByRole('row', { name: new RegExp(carName) })
    await lead.waitFor({ timeout: 15_000 })
    await lead.getByText('E2E Buyer', { exact: true }).waitFor()
    await lead.getByText('Message', { exact: true }).waitFor()
    const about = `E2E Buyer's lead on the ${carName}`
    expect(await inbox.getByLabel(`Status of ${about}`).inputValue()).toBe('new')
    expect(await inbox.getByLabel(`Who follows up ${about}`).inputValue()).toBe('')
    await inbox.getByRole('status').filter({ hasText: '1 lead' }).waitFor()
    await expectAccessible(inbox)

    // The dealer's CRM gets it as ADF 1.0 XML, in the body and attached.
    const mail = await mailTo(crmEmail, `Lead: E2E — ${carName} (Message)`)
    expect(mail.text).toContain('<adf>')
    expect(mail.text).toContain('Is the wagon still for sale? Does it tow?')
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/x-adf+xml'])

    // The owner answers in the conversation.
    const { page: thread, errors: threadErrors } = await openPage(owner.context)
    await thread.goto('/dashboard/inbox')
    // Hydrated first, so that the link opens the conversation in the app, where Enter sends.
    await settle(thread)
    await thread.getByRole('link').filter({ hasText: carName }).click()
    await thread.waitForURL(/\/dashboard\/inbox\/[0-9a-f-]{36}$/)
    await thread.getByText('Is the wagon still for sale?', { exact: false }).waitFor()
    await thread.getByLabel('Your message').fill('Yes, and it has a tow bar rated for 2,000 kg.')
    await thread.getByLabel('Your message').press('Enter')
    await thread.getByText('Yes, and it has a tow bar rated for 2,000 kg.').waitFor()

    // The lead is answered: contacted now.
    await inbox.reload()
    await expect
      .poll(() => inbox.getByLabel(`Status of ${about}`).inputValue(), { timeout: 10_000 })
      .toBe('contacted')

    // The owner's Overview counts it under the car (a private seller's has no Leads column).
    await inbox.goto('/dashboard/overview')
    const counted = inbox.getByRole('row', { name: new RegExp(carName) })
    expect(await counted.locator('td[data-label="Leads"]').textContent()).toBe('1')

    // The dealer's public page says how fast it usually answers, to anyone: here a visitor
    // who is signed out.
    const { page: dealerPage, errors: dealerErrors } = await openPage(e2e.context)
    await dealerPage.goto(`/dealers/${dealerId}`)
    await dealerPage.getByText('Usually answers within 1 minute').waitFor()
    await expectAccessible(dealerPage)

    expect(inboxErrors).toEqual([])
    expect(threadErrors).toEqual([])
    expect(dealerErrors).toEqual([])
    await owner.context.close()
    await buyer.context.close()
  }, 90_000)
})
