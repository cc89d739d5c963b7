import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { leads, messages } from '../../db/schema'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { teamAndRival } from '../../../../tests/support/server/dealer-team'
import { sessionCalls } from '../../../../tests/support/server/inject'
import { brokenInvariants } from '../../../../tests/support/server/invariants'
import { makeFixtures, type Fixtures } from '../../../../tests/support/server/security/fixtures'
import type { Session } from '../../../../tests/support/server/security/fixtures'
import { messageFeed } from './feed'

// docs/api.md "Dealers": sales staff answer buyers. A conversation about a dealer's car has the
// dealer's people on its seller side: each reads it, answers it and is told of it, as one side.
let t: TestApp
let f: Fixtures
let owner: Session, sales: Session, rival: Session, buyer: Session
let carId: string, conversation: string

const call = sessionCalls(() => t.app, 95)
const thread = async (s: Session) =>
  (await call(s, 'GET', `/api/conversations/${conversation}/messages`)).json() as {
    text: string
    fromMe: boolean
  }[]
const inbox = async (s: Session) =>
  (await call(s, 'GET', '/api/conversations')).json() as {
    _id: string
    you: string
    unread: number
    other: { name: string }
  }[]

beforeAll(async () => {
  t = await testApp()
  f = await makeFixtures(t.app, t.db)
  ;({ owner, sales, rival } = await teamAndRival(t.db, f))
  buyer = await f.confirmed('buyer')
  carId = await f.listed(owner)
  const start = await call(buyer, 'POST', '/api/conversations', {
    car_id: carId,
    text: 'Can I see it on Saturday?',
  })
  expect(start.statusCode, start.body).toBe(201)
  conversation = start.json().conversationId
})
afterAll(() => t?.close())
// Leads, conversations and money as the rules say after every step (test/invariants.ts).
afterEach(async () => {
  expect(await brokenInvariants(t.db)).toEqual({})
})

describe("a conversation about a dealer's car", () => {
  it('is in every member’s inbox, on the seller side, and in nobody else’s', async () => {
    for (const member of [owner, sales]) {
      const [c] = (await inbox(member)).filter((x) => x._id === conversation)
      expect(c).toMatchObject({ you: 'seller', unread: 1 })
    }
    expect((await inbox(rival)).some((x) => x._id === conversation)).toBe(false)
    const peek = await call(rival, 'GET', `/api/conversations/${conversation}/messages`)
    expect(peek.statusCode).toBe(404)
  })

  it('names the dealer in full to the buyer, and the buyer by first name to its people', async () => {
    expect((await inbox(buyer)).find((x) => x._id === conversation)!.other.name).toBe('Team Motors')
    for (const member of [owner, sales]) {
      expect((await inbox(member)).find((x) => x._id === conversation)!.other.name).toBe('Sec')
    }
  })

  it('read by one member is read by all; a member’s answer is from the dealer’s side', async () => {
    const read = await call(sales, 'POST', `/api/conversations/${conversation}/read`)
    expect(read.statusCode, read.body).toBe(200)
    expect((await inbox(owner)).find((x) => x._id === conversation)!.unread).toBe(0)

    const reply = await call(sales, 'POST', `/api/conversations/${conversation}/messages`, {
      text: 'Saturday at 10 works.',
    })
    expect(reply.statusCode, reply.body).toBe(201)
    const answer = (s: Session) => thread(s).then((m) => m.find((x) => x.text.startsWith('Sat')))
    expect((await answer(sales))!.fromMe).toBe(true)
    expect((await answer(owner))!.fromMe).toBe(true)
    expect((await answer(buyer))!.fromMe).toBe(false)
    // The buyer has one unread; the owner has none (their colleague wrote it).
    expect((await inbox(buyer)).find((x) => x._id === conversation)!.unread).toBe(1)
    expect((await inbox(owner)).find((x) => x._id === conversation)!.unread).toBe(0)
    // The member's answer is the lead's first response.
    const [lead] = (await t.db.select().from(leads)).filter((l) => l.buyerId === buyer.id)
    expect(lead!.firstResponseAt).not.toBeNull()
  })

  it('reaches every member’s event stream', async () => {
    const feed = messageFeed(t.db)
    for (const member of [owner, sales]) {
      const events = await feed.after(member.id, 0, 10)
      expect(events.map((e) => (e.item as { message: { text: string } }).message.text)).toEqual([
        'Can I see it on Saturday?',
        'Saturday at 10 works.',
      ])
    }
    expect(await feed.after(rival.id, 0, 10)).toEqual([])
  })

  it('a member cannot report a colleague’s message', async () => {
    const [answer] = await t.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.text, 'Saturday at 10 works.'))
    const res = await call(owner, 'POST', '/api/reports', {
      targetType: 'message',
      targetId: answer!.id,
      reason: 'scam',
    })
    expect(res.statusCode, res.body).toBe(409)
  })
})
