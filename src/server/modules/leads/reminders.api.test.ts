import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { OpeningHours } from '#shared/opening-hours'
import { dealerMembers, leads, notifications, outbox } from '../../db/schema'
import { jobSender } from '../../../../tests/support/server/jobs'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { brokenBesidesBuilderPhotos } from '../../../../tests/support/server/invariants'
import { logIn, signUp } from '../../../../tests/support/server/sessions'
import { appForFile, invariantsHoldAfterEach } from '../../../../tests/support/server/file-app'
import { notificationsService } from '../notifications/service'
import { answerDue } from './answer-due'
import { LEAD_REMINDERS, leadReminders } from './reminders'
import { leadsService } from './service'

/**
 * The unanswered lead's reminder (answer-due.ts, reminders.ts): once its time has come, one
 * 'lead.unanswered' notification to its assignee, or to the owner when it has none; none for a
 * lead answered in time; never a second. A lead is made as a buyer makes one, by a first
 * message, and answered by the owner's reply. Time is moved by setting `remind_at` in the past,
 * and the sweep is run through the app's own job worker. The dealer's opening hours are set by
 * its owner's PATCH and decide when a new lead is due.
 */
const t = appForFile({ env: { JOB_POLL_INTERVAL: '500ms' } })
type Who = { token: string; user: { _id: string } }
let owner: Who, sales: Who, buyer: Who
let dealerId: string
let category: string

const send = (who: Who, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}` } })

async function person(email: string, role: 'buyer' | 'seller', firstName: string) {
  await signUp(t.app, { email, role, firstName, lastName: 'Tester' })
  return (await logIn(t.app, email, 'secret123')) as Who
}

/** A buyer's first message about a new car of the dealer: its lead, and the conversation. */
async function newLead(carName: string) {
  const car = await buildCar(t.db, {
    sellerId: owner.user._id,
    categoryId: category,
    dealerId,
    name: carName,
  })
  const res = await send(buyer, 'POST', '/api/conversations', {
    car_id: car.id,
    text: 'Is it still for sale?',
  })
  expect(res.statusCode, res.body).toBe(201)
  const [lead] = await t.db.select().from(leads).where(eq(leads.carId, car.id))
  expect(lead).toBeDefined()
  return { ...lead!, conversationId: res.json().conversationId as string }
}

/** As if the lead's time had come: its reminder due a minute ago. */
const overdue = (id: string) =>
  t.db
    .update(leads)
    .set({ remindAt: sql`now() - interval '1 minute'` })
    .where(eq(leads.id, id))

/** Runs the reminders' sweep once through the app's job worker and waits for it to end. */
async function sweep() {
  const jobs = await jobSender(t.database, LEAD_REMINDERS)
  const id = await jobs.send()
  await expect.poll(() => jobs.state(id)).toBe('completed')
  await jobs.stop()
}

/** The reminders about `carName`, as [recipient, title]. */
const reminders = async (carName: string) =>
  (
    await t.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'lead.unanswered'),
          sql`${notifications.title} like ${`%${carName}%`}`,
        ),
      )
  ).map((n) => [n.userId, n.title])

beforeAll(async () => {
  category = (await buildCategory(t.db)).categoryId
  owner = await person('lr-owner@example.com', 'seller', 'Olive')
  sales = await person('lr-sales@example.com', 'buyer', 'Sol')
  buyer = await person('lr-buyer@example.com', 'buyer', 'Bea')
  // Messages need a confirmed address.
  await t.db.execute(sql`update users set email_verified = true`)
  const made = await send(owner, 'POST', '/api/dealers', {
    name: 'Olive Motors',
    postalCode: '78704',
    city: 'Austin',
  })
  expect(made.statusCode, made.body).toBe(201)
  dealerId = made.json()._id
  // Joined as an accepted invitation makes them (dealers.api.test.ts covers the invitation).
  await t.db.insert(dealerMembers).values({ dealerId, userId: sales.user._id, role: 'sales' })
})
// The builder's cars name photos nobody uploaded; every other invariant holds.
invariantsHoldAfterEach(t, brokenBesidesBuilderPhotos)

describe('the reminder of an unanswered lead', () => {
  it('tells the owner once when nobody answered by its time', async () => {
    const lead = await newLead('2019 Honda Civic Waiting')
    await sweep()
    expect(await reminders('Civic Waiting')).toEqual([]) // not due yet

    await overdue(lead.id)
    await sweep()
    expect(await reminders('Civic Waiting')).toEqual([
      [owner.user._id, 'A lead is waiting: Bea about the 2019 Honda Civic Waiting'],
    ])
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.kind, 'lead.unanswered'), eq(notifications.userId, owner.user._id)),
      )
    expect(told).toMatchObject({ link: '/dashboard/leads' })
    expect(told!.body).toMatch(/^Bea wrote on \w{3}, \w{3} \d+, \d+:\d\d [AP]M UTC and nobody/)
    const [after] = await t.db.select().from(leads).where(eq(leads.id, lead.id))
    expect(after!.remindedAt).not.toBeNull()
    // And by e-mail, as the owner's preferences allow.
    const mailed = await t.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.to, 'lr-owner@example.com'))
    expect(mailed.map((m) => m.subject)).toContain(told!.title)

    await sweep()
    expect(await reminders('Civic Waiting')).toHaveLength(1)
  })

  it('tells the assignee instead of the owner', async () => {
    const lead = await newLead('2018 Mazda 3 Assigned')
    const res = await send(owner, 'PATCH', `/api/leads/${lead.id}`, { assignee: sales.user._id })
    expect(res.statusCode, res.body).toBe(200)
    await overdue(lead.id)
    await sweep()
    expect(await reminders('Mazda 3 Assigned')).toEqual([
      [sales.user._id, 'A lead is waiting: Bea about the 2018 Mazda 3 Assigned'],
    ])
  })

  it('tells the owner when the assignee has left the dealer', async () => {
    const leaver = await person('lr-leaver@example.com', 'buyer', 'Lee')
    await t.db.insert(dealerMembers).values({ dealerId, userId: leaver.user._id, role: 'sales' })
    const lead = await newLead('2017 Ford Focus Left')
    await send(owner, 'PATCH', `/api/leads/${lead.id}`, { assignee: leaver.user._id })
    await t.db.delete(dealerMembers).where(eq(dealerMembers.userId, leaver.user._id))
    await overdue(lead.id)
    await sweep()
    expect((await reminders('Focus Left')).map(([to]) => to)).toEqual([owner.user._id])
  })

  it('tells nobody about a lead answered in time', async () => {
    const lead = await newLead('2020 Kia Soul Answered')
    const reply = await send(owner, 'POST', `/api/conversations/${lead.conversationId}/messages`, {
      text: 'Yes, come and see it.',
    })
    expect(reply.statusCode, reply.body).toBe(201)
    const [answered] = await t.db.select().from(leads).where(eq(leads.id, lead.id))
    expect(answered!.firstResponseAt).not.toBeNull()
    await overdue(lead.id)
    await sweep()
    expect(await reminders('Soul Answered')).toEqual([])
  })

  it('reminds once when two sweeps run at the same moment', async () => {
    const lead = await newLead('2016 VW Golf Twice')
    await overdue(lead.id)
    // The sweep itself, twice at once, beside the app's (its e-mail twin is not queued).
    const stub = { notify: async () => {} }
    const direct = leadReminders(t.db, {
      due: leadsService(t.db, { notifications: stub, crm: async () => {} }).due,
      notifications: notificationsService(t.db, {
        mail: { queueMany: async () => [] },
        publicUrl: 'http://127.0.0.1',
        secret: 'unused',
      }),
    })
    await Promise.all([direct(), direct()])
    expect(await reminders('Golf Twice')).toHaveLength(1)
  })
})

describe('opening hours', () => {
  const closed = null
  const hours = (open: number): OpeningHours => ({
    timeZone: 'America/Chicago',
    days: Array.from({ length: 7 }, (_, d) =>
      d === open ? { opens: '10:00', closes: '12:00' } : closed,
    ),
  })

  it('are set by the owner, shown in their dealer record, and cleared with null', async () => {
    const set = hours(3)
    const res = await send(owner, 'PATCH', `/api/dealers/${dealerId}`, { openingHours: set })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().openingHours).toEqual(set)
    expect((await send(owner, 'GET', '/api/dealers/mine')).json().dealer.openingHours).toEqual(set)
    expect(
      (await send(sales, 'PATCH', `/api/dealers/${dealerId}`, { openingHours: set })).statusCode,
    ).toBe(403)

    const cleared = await send(owner, 'PATCH', `/api/dealers/${dealerId}`, { openingHours: null })
    expect(cleared.json().openingHours).toBeNull()
  })

  it('are refused with a 400 naming the field when a time, a day or the zone is wrong', async () => {
    const week = hours(3).days
    const tries: [object, string, string][] = [
      [
        { timeZone: 'America/Chicago', days: week.with(1, { opens: '9am', closes: '18:00' }) },
        'body.openingHours.days.1.opens',
        'Enter a time as HH:MM, 00:00–23:59',
      ],
      [
        { timeZone: 'America/Chicago', days: week.with(2, { opens: '18:00', closes: '09:00' }) },
        'body.openingHours.days.2',
        'A day closes after it opens',
      ],
      [
        { timeZone: 'Mars/Olympus_Mons', days: week },
        'body.openingHours.timeZone',
        'Choose a known time zone, like America/Chicago',
      ],
      [
        { timeZone: 'America/Chicago', days: week.slice(1) },
        'body.openingHours.days',
        'Give the hours of all seven days, Sunday first',
      ],
    ]
    for (const [openingHours, path, message] of tries) {
      const res = await send(owner, 'PATCH', `/api/dealers/${dealerId}`, { openingHours })
      expect(res.statusCode, JSON.stringify(openingHours)).toBe(400)
      expect(res.json().message).toBe(message)
      expect(res.json().issues).toContainEqual({ path, message })
    }
  })

  it('decide when a new lead is due', async () => {
    // Open only three days from today, 10:00–12:00 in Chicago: the two hours are all of those.
    const today = new Date()
    const day = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 3),
    )
    const set = hours(day.getUTCDay())
    expect(
      (await send(owner, 'PATCH', `/api/dealers/${dealerId}`, { openingHours: set })).statusCode,
    ).toBe(200)
    const lead = await newLead('2021 Subaru Outback Hours')
    expect(lead.remindAt).toEqual(answerDue(lead.createdAt, set))
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(lead.remindAt)
    expect(local).toBe(
      `${day.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })} 12:00`,
    )
    await send(owner, 'PATCH', `/api/dealers/${dealerId}`, { openingHours: null })
  })
})
