import { eq, sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dealerMembers, dealers, leads, outbox } from '../../db/schema'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { bearerCalls } from '../../../../tests/support/server/inject'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { logIn, signUp, signedInAdmin } from '../../../../tests/support/server/sessions'
import { smtpSink, type SmtpSink } from '../../../../tests/support/server/smtp-sink'
import { ADF_CONTENT_TYPE } from './crm'
import { readAdf } from './fixtures/read-adf'

// docs/api.md "Leads": with `crmEmail` set, each new lead goes to the dealer's CRM as ADF 1.0 XML,
// in the body and attached, through the outbox (once, and only for a lead).
let t: TestApp
let sink: SmtpSink
let owner: { token: string; user: { _id: string } }
let category: string
let dealerId: string
let carId: string
const CRM = 'leads@olive-crm.example'

const as = bearerCalls(() => t.app, 94)
const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  as(method, url, token, payload)

let buyers = 0
/** A buyer whose e-mail address is confirmed (messages need it), signed in. */
async function buyer(firstName: string, lastName: string) {
  const email = `crm-buyer-${++buyers}@example.com`
  const { user } = await signUp(t.app, { email, role: 'buyer', firstName, lastName })
  await t.db.execute(sql`update users set email_verified = true where id = ${user._id}`)
  return logIn(t.app, email, 'secret123')
}

async function write(token: string, car: string, text: string) {
  const res = await call(token, 'POST', '/api/conversations', { car_id: car, text })
  expect(res.statusCode, res.body).toBe(201)
}

async function dealerCar(name: string, dealer: string, vin: string) {
  const car = await buildCar(t.db, {
    sellerId: owner.user._id,
    categoryId: category,
    dealerId: dealer,
    name,
    make: 'Honda',
    model: 'Civic',
    modelYear: 2019,
    vin,
    stockNumber: 'A1234',
    resalePriceCents: 1_849_900,
  })
  return car.id
}

const leadOf = async (buyerId: string) =>
  t.db
    .select()
    .from(leads)
    .where(eq(leads.buyerId, buyerId))
    .then((rows) => rows[0]!)
const adfRows = () => t.db.select().from(outbox).where(eq(outbox.kind, 'lead.adf'))
/** The mails the CRM got about one lead (its attachment is named by the lead). */
const crmMailsOf = (leadId: string) =>
  sink.received.filter(
    (m: ParsedMail) =>
      m.to &&
      !Array.isArray(m.to) &&
      m.to.text === CRM &&
      m.attachments.some((a) => a.filename === `lead-${leadId}.adf.xml`),
  )

beforeAll(async () => {
  sink = await smtpSink()
  t = await testApp({ env: { SMTP_URL: sink.url, JOB_POLL_INTERVAL: '500ms' } })
  category = (await buildCategory(t.db)).categoryId
  await signUp(t.app, { email: 'crm-owner@example.com', role: 'seller', firstName: 'Olive' })
  owner = await logIn(t.app, 'crm-owner@example.com', 'secret123')
  const [d] = await t.db
    .insert(dealers)
    .values({ name: 'Olive & Sons', postalCode: '78704', city: 'Austin', phone: '+1 512 555 0100' })
    .returning({ id: dealers.id })
  dealerId = d!.id
  await t.db.insert(dealerMembers).values({ dealerId, userId: owner.user._id, role: 'owner' })
  const set = await call(owner.token, 'PATCH', `/api/dealers/${dealerId}`, { crmEmail: CRM })
  expect(set.statusCode, set.body).toBe(200)
  carId = await dealerCar('2019 Honda Civic EX', dealerId, '2HGFC2F59KH123456')
})
afterAll(async () => {
  await t?.close()
  await sink?.close()
})

describe('a new lead e-mailed to the dealer’s CRM as ADF', () => {
  it('sends one mail, the ADF in the body and attached, that reads back as the lead', async () => {
    const zoe = await buyer('Zoë', 'Adams')
    await write(zoe.token, carId, 'Is it still for sale? I can come by on Saturday & pay cash.')
    const lead = await leadOf(zoe.user._id)
    await expect.poll(() => crmMailsOf(lead.id).length).toBe(1)
    const [got] = crmMailsOf(lead.id)
    expect(got!.subject).toBe('Lead: Zoë — 2019 Honda Civic EX (Message)')
    expect(got!.attachments).toHaveLength(1)
    const [file] = got!.attachments
    expect(file!.contentType).toBe(ADF_CONTENT_TYPE)
    const xml = file!.content.toString('utf8')
    expect(got!.text?.trim()).toBe(xml.trim())
    expect(got!.html).toBe(false)
    const adf = readAdf(xml)
    expect(adf).toMatchObject({
      id: lead.id,
      year: '2019',
      make: 'Honda',
      model: 'Civic',
      vin: '2HGFC2F59KH123456',
      stock: 'A1234',
      price: '18499',
      name: 'Zoë Adams',
      comments: 'Is it still for sale? I can come by on Saturday & pay cash.',
      vendorname: 'Olive & Sons',
      vendorPhone: '+1 512 555 0100',
      city: 'Austin',
      postalcode: '78704',
      provider: 'Wheelanes',
    })
    // A first message gives no contact details: none are made up.
    expect(adf.email).toBeUndefined()
    expect(adf.phone).toBeUndefined()
    expect(Date.parse(adf.requestdate!)).toBe(Math.floor(lead.createdAt.getTime() / 1000) * 1000)

    // Her second message is no new lead, so no second mail; and the first never comes twice.
    await write(zoe.token, carId, 'Hello again?')
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect(crmMailsOf(lead.id)).toHaveLength(1)
    expect((await adfRows()).filter((m) => m.to === CRM)).toHaveLength(1)
  })

  it('sends nothing for a dealer without a CRM address', async () => {
    const [d] = await t.db
      .insert(dealers)
      .values({ name: 'No CRM Cars', postalCode: '78701', city: 'Austin' })
      .returning({ id: dealers.id })
    const plainCar = await dealerCar('2018 Honda Civic LX', d!.id, '2HGFC2F59JH654321')
    const before = (await adfRows()).length
    const bo = await buyer('Bo', 'Brown')
    await write(bo.token, plainCar, 'Still available?')
    // The lead is there; the mail would have been queued in the same transaction.
    expect((await leadOf(bo.user._id)).dealerId).toBe(d!.id)
    expect(await adfRows()).toHaveLength(before)
  })

  it('keeps the lead’s words and contact out of the admin’s Outbox, sent or not', async () => {
    const cy = await buyer('Cy', 'Cole')
    // The CRM's server is away for this one, so the mail waits in the outbox with its body
    // (once Cy's own confirmation mail is through: the next mail refused must be the lead's).
    await expect
      .poll(() => sink.received.some((m) => !Array.isArray(m.to) && m.to?.text === cy.user.email))
      .toBe(true)
    sink.refuseNext(1)
    const words = 'Call me after 6, my gate code is 4417.'
    await write(cy.token, carId, words)
    const lead = await leadOf(cy.user._id)
    await expect
      .poll(async () => (await adfRows()).find((m) => m.text.includes(lead.id))?.error)
      .toContain('451')
    const waiting = (await adfRows()).find((m) => m.text.includes(lead.id))!
    expect(waiting.sentAt).toBeNull()
    expect(waiting.text).toContain('gate code is 4417')
    expect(waiting.attachment?.content).toContain('gate code is 4417')

    const admin = await signedInAdmin(t, 'crm-admin@example.com')
    const res = await t.app.inject({
      url: '/api/admin/outbox',
      headers: { cookie: admin.cookie },
    })
    expect(res.statusCode).toBe(200)
    const listed = (res.json() as { _id: string; kind: string; text: string | null }[]).filter(
      (m) => m.kind === 'lead.adf',
    )
    expect(listed.map((m) => m._id)).toContain(waiting.id)
    for (const m of listed) expect(m.text).toBeNull()
    // The words, not the code alone: a random id in the list may hold the digits 4417.
    expect(res.body).not.toContain('gate code')
    expect(res.body).not.toContain(lead.id)
  })
})
