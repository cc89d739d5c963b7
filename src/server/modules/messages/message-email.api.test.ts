import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { outbox } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { logIn, signUp } from '../../../../tests/support/server/sessions'
import { scamWarnings } from '../trust/scam-rules'

/** The e-mail about unread messages, with MESSAGE_EMAIL_AFTER shortened to 1.5 s. */
let t: Awaited<ReturnType<typeof testApp>>
type Who = { token: string; user: { _id: string } }
let buyer: Who, seller: Who
let category: string

beforeAll(async () => {
  t = await testApp({ env: { MESSAGE_EMAIL_AFTER: '1500ms', JOB_POLL_INTERVAL: '500ms' } })
  category = (await buildCategory(t.db)).categoryId
  await signUp(t.app, { email: 'me-buyer@example.com', role: 'buyer', firstName: 'Bea' })
  await signUp(t.app, { email: 'me-seller@example.com', role: 'seller', firstName: 'Sam' })
  buyer = await logIn(t.app, 'me-buyer@example.com', 'secret123')
  seller = await logIn(t.app, 'me-seller@example.com', 'secret123')
  await t.db.execute(sql`update users set email_verified = true`)
})
afterAll(() => t.close())

const call = (who: Who, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${who.token}` } })
const mailsTo = async (email: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.to, email))).filter(
    (m) => m.kind === 'message.received',
  )
/** Waits for the one e-mail about unread messages to `email`, and answers it. */
async function theMailTo(email: string) {
  await expect.poll(() => mailsTo(email)).toHaveLength(1)
  return (await mailsTo(email))[0]!
}
/** A new car of the seller's, and the buyer's first message about it: the conversation's id. */
async function askAbout(carName: string, text: string): Promise<string> {
  const car = await buildCar(t.db, {
    sellerId: seller.user._id,
    categoryId: category,
    name: carName,
  })
  return (await call(buyer, '/api/conversations', { car_id: car.id, text })).json().conversationId
}
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

it('e-mails once about messages still unread after the delay', async () => {
  const id = await askAbout('Blue Golf', 'Still for sale?')
  await call(buyer, `/api/conversations/${id}/messages`, { text: 'I could come on Saturday.' })
  const mail = await theMailTo('me-seller@example.com')
  expect(mail.subject).toBe('Bea sent you 2 messages about the Blue Golf')
  expect(mail.text).toContain('I could come on Saturday.')
  expect(mail.text).not.toContain('me-buyer@example.com')
  // Its button opens that conversation, not the inbox.
  expect(mail.text).toContain(`/dashboard/inbox/${id}`)
  await wait(2500)
  expect(await mailsTo('me-seller@example.com')).toHaveLength(1)
})

it('sends nothing when the message was read in time', async () => {
  const id = await askAbout('Red Polo', 'Hi!')
  expect((await call(seller, `/api/conversations/${id}/read`)).statusCode).toBe(200)
  await wait(3000)
  const about = (await mailsTo('me-seller@example.com')).filter((m) =>
    m.subject.includes('Red Polo'),
  )
  expect(about).toEqual([])
})

it("carries the newest message's safety note, as the thread shows it", async () => {
  const id = await askAbout('Grey Jetta', 'Is it free?')
  await call(seller, `/api/conversations/${id}/messages`, { text: 'Yes, pay me by Zelle.' })
  const mail = await theMailTo('me-buyer@example.com')
  expect(mail.text).toContain('Yes, pay me by Zelle.')
  expect(mail.text).toContain(scamWarnings.money)
})
