import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { leads } from '../../db/schema'
import { dealerWith } from '../../../../tests/support/server/dealer-team'
import { sessionCalls } from '../../../../tests/support/server/inject'
import { holdPayment } from '../../../../tests/support/server/money'
import { makeFixtures, type Fixtures } from '../../../../tests/support/server/security/fixtures'
import type { Session } from '../../../../tests/support/server/security/fixtures'
import { appForFile, invariantsHoldAfterEach } from '../../../../tests/support/server/file-app'

// docs/api.md "Leads": every buyer action on a dealer's car is one lead, written with the action;
// the dealer's people work them; the first answer by any of them counts.
const t = appForFile()
let f: Fixtures
let owner: Session, manager: Session, sales: Session, rival: Session, privateSeller: Session
let dealerId: string, carId: string, privateCarId: string

const call = sessionCalls(() => t.app, 93)
/** A buyer whose e-mail address is confirmed (messages and offers need it). */
const buyer = () => f.confirmed('buyer')

const leadsOf = async (as: Session, query = '') => {
  const res = await call(as, 'GET', `/api/dealers/${dealerId}/leads${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as {
    _id: string
    kind: string
    buyer: { name: string; email?: string; phone?: string }
    status: string
    assignee: { _id: string } | null
    firstResponseAt: string | null
    car: { _id: string }
  }[]
}
const leadsOfBuyer = async (b: Session) =>
  (await t.db.select().from(leads)).filter((l) => l.buyerId === b.id)

beforeAll(async () => {
  f = await makeFixtures(t.app, t.db)
  ;[owner, manager, sales, rival, privateSeller] = await Promise.all([
    f.person('seller'),
    f.person('seller'),
    f.person('seller'),
    f.person('seller'),
    f.person('seller'),
  ])
  dealerId = await dealerWith(t.db, 'Lead Motors', [
    [owner, 'owner'],
    [manager, 'manager'],
    [sales, 'sales'],
  ])
  carId = await f.listed(manager)
  privateCarId = await f.listed(privateSeller)
})
// Leads, conversations and money as the rules say after every step (test/invariants.ts).
invariantsHoldAfterEach(t)

describe('a lead for every buyer action on a dealer car', () => {
  it('a first message is a lead without contact details; later messages are not', async () => {
    const b = await buyer()
    const start = await call(b, 'POST', '/api/conversations', {
      car_id: carId,
      text: 'Is it still available?',
    })
    expect(start.statusCode, start.body).toBe(201)
    await call(b, 'POST', '/api/conversations', { car_id: carId, text: 'Hello again?' })
    const mine = await leadsOfBuyer(b)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      kind: 'message',
      dealerId,
      buyerEmail: null,
      buyerPhone: null,
      status: 'new',
      firstResponseAt: null,
    })
    const [wire] = (await leadsOf(sales)).filter((l) => l._id === mine[0]!.id)
    expect(wire!.buyer).toEqual({ name: mine[0]!.buyerName })
  })

  it('a test-drive request carries the e-mail and phone the buyer gave', async () => {
    const b = await buyer()
    await f.booking(b, carId)
    const mine = await leadsOfBuyer(b)
    expect(mine.map((l) => l.kind)).toEqual(['test_drive'])
    const [wire] = (await leadsOf(owner)).filter((l) => l._id === mine[0]!.id)
    expect(wire!.buyer).toMatchObject({ email: b.email, phone: '+1 555 010 7788' })
  })

  it('an offer is a lead; a refused offer leaves none', async () => {
    const b = await buyer()
    const low = await call(b, 'POST', '/api/offers', { car_id: carId, amount: 1 })
    expect(low.statusCode).toBe(409)
    expect(await leadsOfBuyer(b)).toEqual([])
    const made = await call(b, 'POST', '/api/offers', { car_id: carId, amount: 15_000 })
    expect(made.statusCode, made.body).toBe(201)
    const mine = await leadsOfBuyer(b)
    expect(mine).toMatchObject([{ kind: 'offer', buyerEmail: null, buyerPhone: null }])
  })

  it('a held payment is a lead with the contact of its booking', async () => {
    const b = await buyer()
    const booking = await f.booking(b, carId)
    const held = await holdPayment(t.app, booking, b.token)
    expect(held.statusCode, held.body).toBe(200)
    const mine = await leadsOfBuyer(b)
    expect(mine.map((l) => l.kind).sort()).toEqual(['purchase', 'test_drive'])
    const purchase = mine.find((l) => l.kind === 'purchase')!
    expect(purchase).toMatchObject({ buyerEmail: b.email, buyerPhone: '+1 555 010 7788' })
    // Released again, so the car stays for sale for the tests after this one.
    const cancel = await call(b, 'POST', `/api/bookings/${booking}/cancel`, {})
    expect(cancel.statusCode, cancel.body).toBe(200)
  })

  it('a private seller’s car makes no lead', async () => {
    const b = await buyer()
    await call(b, 'POST', '/api/conversations', { car_id: privateCarId, text: 'Hi there' })
    await f.booking(b, privateCarId)
    expect(await leadsOfBuyer(b)).toEqual([])
  })
})

describe('answering a lead', () => {
  it('the first answer by a member sets firstResponseAt and moves a new lead to contacted', async () => {
    const b = await buyer()
    const start = await call(b, 'POST', '/api/conversations', { car_id: carId, text: 'Price?' })
    const conversation = start.json().conversationId as string
    // The owner sells the dealer's cars: the conversation is theirs to answer.
    const reply = await call(owner, 'POST', `/api/conversations/${conversation}/messages`, {
      text: 'It is $21,000.',
    })
    expect(reply.statusCode, reply.body).toBe(201)
    const [lead] = await leadsOfBuyer(b)
    expect(lead!.firstResponseAt).not.toBeNull()
    expect(lead!.status).toBe('contacted')
    const first = lead!.firstResponseAt!.getTime()
    await call(owner, 'POST', `/api/conversations/${conversation}/messages`, { text: 'Still?' })
    expect((await leadsOfBuyer(b))[0]!.firstResponseAt!.getTime()).toBe(first)
  })

  it('a proposal on a test drive and an answer to an offer count as answers', async () => {
    const b = await buyer()
    const booking = await f.booking(b, carId)
    const soon = new Date(Date.now() + 3 * 86_400_000)
    soon.setUTCMinutes(0, 0, 0)
    const proposed = await call(owner, 'POST', `/api/bookings/${booking}/propose`, {
      slots: [soon.toISOString()],
    })
    expect(proposed.statusCode, proposed.body).toBe(200)
    const made = await call(b, 'POST', '/api/offers', { car_id: carId, amount: 14_000 })
    const offer = made.json()._id as string
    await t.db.execute(
      sql`update leads set first_response_at = null where buyer_id = ${b.id} and kind = 'offer'`,
    )
    const declined = await call(owner, 'POST', `/api/offers/${offer}/decline`, {})
    expect(declined.statusCode, declined.body).toBe(200)
    const mine = await leadsOfBuyer(b)
    expect(mine.every((l) => l.firstResponseAt !== null)).toBe(true)
  })

  it('the dealer page shows the median response time of the last 90 days', async () => {
    const other = await dealerWith(t.db, 'Median Motors', [[await f.person('seller'), 'owner']])
    const page = async () => (await call(null, 'GET', `/api/dealers/${other}`)).json()
    expect((await page()).responseTime).toBeNull()
    const lead = (minutesAgo: number, answeredAfter: number | null) => ({
      dealerId: other,
      kind: 'message' as const,
      carName: 'A car',
      buyerName: 'Somebody',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      remindAt: new Date(),
      firstResponseAt:
        answeredAfter === null
          ? null
          : new Date(Date.now() - (minutesAgo - answeredAfter) * 60_000),
    })
    await t.db
      .insert(leads)
      .values([
        lead(600, 10),
        lead(500, 30),
        lead(400, 90),
        lead(300, null),
        lead(91 * 24 * 60, 5000),
      ])
    // 10, 30, 90 answered within 90 days: the median is 30; the unanswered and the old
    // one do not count.
    expect((await page()).responseTime).toEqual({ medianMinutes: 30 })
  })
})

describe('the leads inbox', () => {
  it('only the dealer’s people see and change its leads', async () => {
    const outsider = await buyer()
    expect((await call(rival, 'GET', `/api/dealers/${dealerId}/leads`)).statusCode).toBe(404)
    expect((await call(outsider, 'GET', `/api/dealers/${dealerId}/leads`)).statusCode).toBe(404)
    expect((await call(null, 'GET', `/api/dealers/${dealerId}/leads`)).statusCode).toBe(401)
    const [one] = await leadsOf(sales)
    for (const who of [rival, outsider]) {
      const res = await call(who, 'PATCH', `/api/leads/${one!._id}`, { status: 'lost' })
      expect(res.statusCode).toBe(404)
    }
    expect(
      (await call(null, 'PATCH', `/api/leads/${one!._id}`, { status: 'lost' })).statusCode,
    ).toBe(401)
  })

  it('a member moves a lead on and assigns it to a member, not to anyone else', async () => {
    const [one] = await leadsOf(manager)
    const moved = await call(sales, 'PATCH', `/api/leads/${one!._id}`, {
      status: 'appointment',
      assignee: sales.id,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ status: 'appointment', assignee: { _id: sales.id } })
    const stranger = await call(sales, 'PATCH', `/api/leads/${one!._id}`, { assignee: rival.id })
    expect(stranger.statusCode).toBe(400)
    expect(stranger.json().message).toMatch(/member/)
    const bad = await call(sales, 'PATCH', `/api/leads/${one!._id}`, { status: 'won' })
    expect(bad.statusCode).toBe(400)
    expect((await call(sales, 'PATCH', `/api/leads/${one!._id}`, {})).statusCode).toBe(400)
    // Filters: by status and assignee.
    const mine = await leadsOf(owner, `?assignee=${sales.id}`)
    expect(mine.map((l) => l._id)).toEqual([one!._id])
    expect((await leadsOf(owner, '?status=appointment')).map((l) => l._id)).toEqual([one!._id])
    const unassigned = await leadsOf(owner, '?assignee=none')
    expect(unassigned.some((l) => l._id === one!._id)).toBe(false)
    expect(unassigned.length).toBeGreaterThan(0)
    const unassign = await call(owner, 'PATCH', `/api/leads/${one!._id}`, { assignee: null })
    expect(unassign.json().assignee).toBeNull()
    const names = (await call(sales, 'GET', `/api/dealers/${dealerId}/leads/assignees`)).json()
    expect(names.map((m: { _id: string }) => m._id).sort()).toEqual(
      [owner.id, manager.id, sales.id].sort(),
    )
  })

  it('owners and managers export every lead as CSV; sales staff may not', async () => {
    const all = await leadsOf(owner)
    const res = await call(manager, 'GET', `/api/dealers/${dealerId}/leads.csv`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/csv/)
    const lines = res.body.trim().split('\n')
    expect(lines[0]).toBe(
      'created_at,kind,status,car,stock_number,buyer_name,buyer_email,buyer_phone,assignee,first_response_at',
    )
    expect(lines).toHaveLength(all.length + 1)
    expect(res.body).toContain('Test drive')
    expect((await call(sales, 'GET', `/api/dealers/${dealerId}/leads.csv`)).statusCode).toBe(403)
  })

  it('a deleted buyer’s leads keep the action and forget the person', async () => {
    const b = await buyer()
    await f.booking(b, carId)
    const before = await leadsOfBuyer(b)
    expect(before).toHaveLength(1)
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: b.password },
      headers: { authorization: `Bearer ${b.token}` },
      remoteAddress: '10.94.0.1',
    })
    expect(del.statusCode, del.body).toBe(200)
    const [lead] = (await t.db.select().from(leads)).filter((l) => l.id === before[0]!.id)
    expect(lead).toMatchObject({
      kind: 'test_drive',
      buyerId: null,
      buyerName: 'Deleted account',
      buyerEmail: null,
      buyerPhone: null,
    })
  })
})
