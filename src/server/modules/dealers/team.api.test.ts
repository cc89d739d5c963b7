import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { dealerMembers, leads } from '../../db/schema'
import { teamAndRival } from '../../../../tests/support/server/dealer-team'
import { sessionCalls } from '../../../../tests/support/server/inject'
import { holdPayment } from '../../../../tests/support/server/money'
import { makeFixtures, type Fixtures } from '../../../../tests/support/server/security/fixtures'
import type { Session } from '../../../../tests/support/server/security/fixtures'
import { appForFile, invariantsHoldAfterEach } from '../../../../tests/support/server/file-app'

// docs/api.md "Dealers": sales staff handle bookings. The dealer's cars are sold by its owner's
// account; its managers and sales people make the seller's moves on their test drives, offers
// and handovers from their own accounts (db/dealer-team.ts), and nobody else's.
const t = appForFile()
let f: Fixtures
let owner: Session, sales: Session, rival: Session
let carId: string, secondCarId: string

const call = sessionCalls(() => t.app, 96)
const buyer = () => f.confirmed('buyer')
const inTwoDays = () => {
  const at = new Date(Date.now() + 2 * 86_400_000)
  at.setUTCMinutes(0, 0, 0)
  return at.toISOString()
}

beforeAll(async () => {
  f = await makeFixtures(t.app, t.db)
  ;({ owner, sales, rival } = await teamAndRival(t.db, f))
  carId = await f.listed(owner)
  secondCarId = await f.listed(owner)
})
// Leads, conversations and money as the rules say after every step (test/invariants.ts).
invariantsHoldAfterEach(t)

describe("a dealer's sales staff", () => {
  it('see the dealer’s test drives and answer them; a rival sees nothing', async () => {
    const b = await buyer()
    const booking = await f.booking(b, carId)
    const listed = (await call(sales, 'GET', '/api/seller/bookings')).json()
    const mine = listed.find((x: { _id: string }) => x._id === booking)
    expect(mine).toMatchObject({ you: 'seller' })
    expect(mine.actions).toContain('propose')
    expect((await call(rival, 'GET', '/api/seller/bookings')).json()).toEqual([])
    const peek = await call(rival, 'POST', `/api/bookings/${booking}/propose`, {
      slots: [inTwoDays()],
    })
    expect(peek.statusCode).toBe(404)
    const proposed = await call(sales, 'POST', `/api/bookings/${booking}/propose`, {
      slots: [inTwoDays()],
    })
    expect(proposed.statusCode, proposed.body).toBe(200)
    // Their answer is the lead's first response.
    const [lead] = (await t.db.select().from(leads)).filter((l) => l.buyerId === b.id)
    expect(lead!.firstResponseAt).not.toBeNull()
  })

  it('answer offers on the dealer’s cars', async () => {
    const b = await buyer()
    const made = await call(b, 'POST', '/api/offers', { car_id: carId, amount: 15_000 })
    expect(made.statusCode, made.body).toBe(201)
    const offer = made.json()._id
    const seen = (await call(sales, 'GET', '/api/offers?as=seller')).json()
    expect(seen.map((o: { _id: string }) => o._id)).toContain(offer)
    expect((await call(rival, 'POST', `/api/offers/${offer}/decline`, {})).statusCode).toBe(404)
    const countered = await call(sales, 'POST', `/api/offers/${offer}/counter`, { amount: 17_500 })
    expect(countered.statusCode, countered.body).toBe(200)
    expect(countered.json()).toMatchObject({ awaiting: 'buyer', amount: 17_500, you: 'seller' })
  })

  it('hand the car over once the money is held', async () => {
    const b = await buyer()
    const booking = await f.booking(b, carId)
    expect((await holdPayment(t.app, booking, b.token)).statusCode).toBe(200)
    const refused = await call(rival, 'POST', `/api/bookings/${booking}/handover`)
    expect(refused.statusCode).toBe(404)
    const handed = await call(sales, 'POST', `/api/bookings/${booking}/handover`)
    expect(handed.statusCode, handed.body).toBe(200)
    expect(handed.json().handover).not.toBeNull()
    // Handing the car over answers the buyer's purchase.
    const mine = (await t.db.select().from(leads)).filter((l) => l.buyerId === b.id)
    expect(mine.map((l) => l.kind).sort()).toEqual(['purchase', 'test_drive'])
    expect(mine.every((l) => l.firstResponseAt !== null)).toBe(true)
  })
})

describe('what stays as it was', () => {
  it('a member’s own car from before they joined is still theirs to answer', async () => {
    const own = await f.car(sales, await f.upload(sales))
    const b = await buyer()
    const booking = await f.booking(b, own)
    const listed = (await call(sales, 'GET', '/api/seller/bookings')).json()
    expect(listed.map((x: { _id: string }) => x._id)).toContain(booking)
    const proposed = await call(sales, 'POST', `/api/bookings/${booking}/propose`, {
      slots: [inTwoDays()],
    })
    expect(proposed.statusCode, proposed.body).toBe(200)
    expect(proposed.json()).toMatchObject({ you: 'seller' })
    // The owner does not answer for their sales person's own car.
    const owners = (await call(owner, 'GET', '/api/seller/bookings')).json()
    expect(owners.map((x: { _id: string }) => x._id)).not.toContain(booking)
  })

  it('a buyer who later joins the dealer does not hand their own car over to themselves', async () => {
    const b = await buyer()
    const booking = await f.booking(b, secondCarId)
    expect((await holdPayment(t.app, booking, b.token)).statusCode).toBe(200)
    const [team] = await t.db.select().from(dealerMembers).where(eq(dealerMembers.userId, owner.id))
    await t.db
      .insert(dealerMembers)
      .values({ dealerId: team!.dealerId, userId: b.id, role: 'sales' })
    const handed = await call(b, 'POST', `/api/bookings/${booking}/handover`)
    expect(handed.statusCode).toBe(403)
    await t.db.delete(dealerMembers).where(eq(dealerMembers.userId, b.id))
    expect((await call(b, 'POST', `/api/bookings/${booking}/cancel`, {})).statusCode).toBe(200)
  })

  it('a buyer who blocks the dealer hears from none of its people, and theirs blocks the buyer', async () => {
    // A new buyer's conversation each time; whoever blocks, the other side can no longer write.
    for (const blocks of ['the buyer', 'the sales person'] as const) {
      const b = await buyer()
      const started = await call(b, 'POST', '/api/conversations', {
        car_id: secondCarId,
        text: 'Hi',
      })
      const id = started.json().conversationId as string
      const [blocker, writer] = blocks === 'the buyer' ? [b, sales] : [sales, b]
      expect((await call(blocker, 'POST', `/api/conversations/${id}/block`)).statusCode).toBe(200)
      const write = await call(writer, 'POST', `/api/conversations/${id}/messages`, {
        text: 'Hello?',
      })
      expect(write.statusCode, `blocked by ${blocks}`).toBe(403)
    }
  })
})
