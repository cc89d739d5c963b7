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
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

it('e-mails once about messages still unread after the delay', async () => {
  const car = await buildCar(t.db, {
    sellerId: seller.user._id,
    categoryId: category,
    name: 'Blue Golf',
  })
  const start = await call(buyer, '/api/conversations', { car_id: car.id, text: 'Still for sale?' })
  const id = start.json().conversationId
  await call(buyer, `/api/conversations/${id}/messages`, { text: 'I could come on Saturday.' })
  await expect.poll(() => mailsTo('me-seller@example.com')).toHaveLength(1)
  const [mail] = await mailsTo('me-seller@example.com')
  expect(mail!.subject).toBe('Bea sent you 2 messages about the Blue Golf')
  expect(mail!.text).toContain('I could come on Saturday.')
  expect(mail!.text).not.toContain('me-buyer@example.com')
  // Its button opens that conversation, not the inbox.
  expect(mail!.text).toContain(`/dashboard/inbox/${id}`)
  await wait(2500)
  expect(await mailsTo('me-seller@example.com')).toHaveLength(1)
})

it('sends nothing when the message was read in time', async () => {
  const car = await buildCar(t.db, {
    sellerId: seller.user._id,
    categoryId: category,
    name: 'Red Polo',
  })
  const id = (await call(buyer, '/api/conversations', { car_id: car.id, text: 'Hi!' })).json()
    .conversationId
  expect((await call(seller, `/api/conversations/${id}/read`)).statusCode).toBe(200)
  await wait(3000)
  const about = (await mailsTo('me-seller@example.com')).filter((m) =>
    m.subject.includes('Red Polo'),
  )
  expect(about).toEqual([])
})

it("carries the newest message's safety note, as the thread shows it", async () => {
  const car = await buildCar(t.db, {
    sellerId: seller.user._id,
    categoryId: category,
    name: 'Grey Jetta',
  })
  const start = await call(buyer, '/api/conversations', { car_id: car.id, text: 'Is it free?' })
  const id = start.json().conversationId
  await call(seller, `/api/conversations/${id}/messages`, { text: 'Yes, pay me by Zelle.' })
  await expect.poll(() => mailsTo('me-buyer@example.com')).toHaveLength(1)
  const [mail] = await mailsTo('me-buyer@example.com')
  expect(mail!.text).toContain('Yes, pay me by Zelle.')
  expect(mail!.text).toContain(scamWarnings.money)
})
