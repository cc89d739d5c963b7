import { eq, like, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { outbox, verifications } from '../../db/schema'
import { startJobs, type Jobs } from '../../jobs/jobs'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { testDatabase } from '../../../../tests/support/server/database'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { logIn, signUp, signedInAdmin } from '../../../../tests/support/server/sessions'
import { smtpSink, type SmtpSink } from '../../../../tests/support/server/smtp-sink'
import { mailService, PRIVATE_KINDS, type Mail } from './service'

const log = { error() {}, warn() {} } as never
const welcome: Mail = {
  to: 'ada@example.com',
  subject: 'Welcome to Wheelanes',
  text: 'Hello Ada',
  html: '<p>Hello Ada</p>',
  kind: 'welcome',
}

describe('the outbox', () => {
  let database: Database
  let jobs: Jobs
  let sink: SmtpSink
  beforeEach(async () => {
    database = await testDatabase()
    jobs = await startJobs(database, log, { pollSeconds: 0.5 })
    sink = await smtpSink()
  })
  afterEach(async () => {
    await jobs.stop()
    await sink.close()
    await database.close()
  })
  const rows = () => database.db.select().from(outbox)

  it('delivers a mail written in a committed transaction, once, and marks it sent', async () => {
    const mail = await mailService(database.db, jobs, {
      smtpUrl: sink.url,
      from: 'Wheelanes <hi@wheelanes.test>',
      log,
    })
    const id = await database.db.transaction((tx) =>
      mail.queue(tx, { ...welcome, unsubscribeUrl: 'http://127.0.0.1/unsubscribe?t=abc' }),
    )
    const [got] = await sink.waitFor(1)
    expect(got?.subject).toBe('Welcome to Wheelanes')
    expect(got?.text?.trim()).toBe('Hello Ada')
    expect(got?.html).toContain('<p>Hello Ada</p>')
    expect(got?.messageId).toBe(`<${id}@wheelanes>`)
    // mailparser reads the List-* headers into one `list` entry.
    expect(got?.headers.get('list')).toEqual({
      unsubscribe: { url: 'http://127.0.0.1/unsubscribe?t=abc' },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    })
    await expect.poll(async () => (await rows())[0]?.sentAt, { timeout: 5000 }).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(sink.received).toHaveLength(1)
  })

  it('drops a mail’s body once it is delivered, and still lists the mail', async () => {
    const mail = await mailService(database.db, jobs, { smtpUrl: sink.url, from: 'x@y.z', log })
    await mail.queue(database.db, {
      ...welcome,
      calendar: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
      unsubscribeUrl: 'http://127.0.0.1/unsubscribe?t=abc',
    })
    await mail.queue(database.db, {
      to: 'bo@example.com',
      subject: 'Test drive request: Blue Golf',
      kind: 'booking.requested',
      text: 'Bea asked to test-drive your Blue Golf.',
      notice: {
        name: 'Bo',
        title: 'Test drive request',
        body: 'Bea asked.',
        url: 'http://x/',
        why: 'You sell cars here.',
      },
    })
    await sink.waitFor(2)
    expect(sink.received.map((m) => m.text?.trim())).toEqual(
      expect.arrayContaining(['Hello Ada', expect.stringContaining('Bea asked')]),
    )
    await expect
      .poll(async () => (await rows()).filter((r) => r.sentAt).length, { timeout: 5000 })
      .toBe(2)
    for (const row of await rows()) {
      expect(row).toMatchObject({
        text: '',
        html: null,
        notice: null,
        calendar: null,
        unsubscribeUrl: null,
        sentAt: expect.any(Date),
      })
    }
    const listed = await mail.list({ limit: 10, offset: 0 })
    expect(listed.map((m) => [m.subject, m.kind, m.text])).toEqual(
      expect.arrayContaining([
        ['Welcome to Wheelanes', 'welcome', null],
        ['Test drive request: Blue Golf', 'booking.requested', null],
      ]),
    )
    expect(listed.every((m) => m.sentAt)).toBe(true)
  })

  it('sends a text-only mail with its attachment, and drops the attachment once sent', async () => {
    const mail = await mailService(database.db, jobs, { smtpUrl: sink.url, from: 'x@y.z', log })
    const xml = '<?xml version="1.0"?>\n<adf><prospect status="new"/></adf>'
    await mail.queue(database.db, {
      to: 'crm@dealer.example',
      subject: 'Lead: Zoë — Blue Golf (Message)',
      kind: 'lead.adf',
      text: xml,
      attachment: {
        filename: 'lead-1.adf.xml',
        contentType: 'application/x-adf+xml',
        content: xml,
      },
    })
    const [got] = await sink.waitFor(1)
    expect(got?.subject).toBe('Lead: Zoë — Blue Golf (Message)')
    expect(got?.text?.trim()).toBe(xml)
    expect(got?.html).toBe(false)
    expect(got?.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ['lead-1.adf.xml', 'application/x-adf+xml', xml],
    ])
    await expect.poll(async () => (await rows())[0]?.sentAt, { timeout: 5000 }).toBeTruthy()
    expect((await rows())[0]).toMatchObject({ text: '', html: null, attachment: null })
  })

  it('sends Reply-To where a mail names one, and drops it once sent', async () => {
    const mail = await mailService(database.db, jobs, { smtpUrl: sink.url, from: 'x@y.z', log })
    await mail.queue(database.db, { ...welcome, kind: 'contact', replyTo: 'ada@example.com' })
    const [got] = await sink.waitFor(1)
    expect(got?.replyTo?.value.map((a) => a.address)).toEqual(['ada@example.com'])
    expect(got?.from?.value.map((a) => a.address)).toEqual(['x@y.z'])
    await expect.poll(async () => (await rows())[0]?.sentAt, { timeout: 5000 }).toBeTruthy()
    expect((await rows())[0]).toMatchObject({ replyTo: null })
  })

  it('sends nothing and keeps nothing for a change that rolled back', async () => {
    const mail = await mailService(database.db, jobs, { smtpUrl: sink.url, from: 'x@y.z', log })
    await database.db
      .transaction(async (tx) => {
        await mail.queue(tx, welcome)
        throw new Error('the booking failed')
      })
      .catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(sink.received).toHaveLength(0)
    expect(await rows()).toHaveLength(0)
  })

  it('tries again when the mail server refuses, records why, and sends it once', async () => {
    const mail = await mailService(database.db, jobs, {
      smtpUrl: sink.url,
      from: 'x@y.z',
      log,
      retryDelaySeconds: 0,
    })
    sink.refuseNext(1)
    await mail.queue(database.db, welcome)
    await expect.poll(async () => (await rows())[0]?.error, { timeout: 5000 }).toContain('451')
    // pg-boss's backoff waits a little over 1 s before the second try.
    await sink.waitFor(1)
    await expect
      .poll(async () => (await rows())[0], { timeout: 5000 })
      .toMatchObject({
        error: null,
        sentAt: expect.any(Date),
      })
    expect(sink.received).toHaveLength(1)
  }, 30_000)

  it('keeps mail in the outbox, unsent, when no SMTP server is set', async () => {
    const mail = await mailService(database.db, jobs, { from: 'x@y.z', log })
    await mail.queue(database.db, welcome)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const [row] = await rows()
    expect(row).toMatchObject({ to: 'ada@example.com', sentAt: null, error: null })
    expect(await mail.list({ limit: 10, offset: 0 })).toMatchObject([
      {
        to: 'ada@example.com',
        subject: 'Welcome to Wheelanes',
        kind: 'welcome',
        text: 'Hello Ada',
        sentAt: null,
      },
    ])
  })
})

describe('GET /api/admin/outbox', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp({ env: { MESSAGE_EMAIL_AFTER: '500ms', JOB_POLL_INTERVAL: '500ms' } })
  })
  afterAll(() => t?.close())

  it('shows an admin every e-mail, newest first, and nobody else', async () => {
    await t.db.insert(outbox).values([
      { ...welcome, createdAt: new Date('2026-01-01T00:00:00Z') },
      { ...welcome, subject: 'Your booking', createdAt: new Date('2026-01-02T00:00:00Z') },
    ])
    const email = 'root@example.com'
    const admin = await signedInAdmin(t, email, 'Root')
    const res = await t.app.inject({
      url: '/api/admin/outbox',
      headers: { cookie: admin.cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().map((m: { subject: string }) => m.subject)).toEqual([
      'Your booking',
      'Welcome to Wheelanes',
    ])
    expect(res.json()[0]).toMatchObject({
      to: 'ada@example.com',
      kind: 'welcome',
      text: 'Hello Ada',
      sentAt: null,
      error: null,
    })
    const buyer = await signUp(t.app, { email: 'b@example.com', role: 'buyer' })
    const refused = await t.app.inject({
      url: '/api/admin/outbox',
      headers: { cookie: buyer.cookie },
    })
    expect(refused.statusCode).toBe(403)
    const [first] = await t.db.select().from(outbox).where(eq(outbox.subject, 'Your booking'))
    expect(first?.sentAt).toBeNull()
  })

  it('never shows a sign-in, reset or confirmation link, nor a private message', async () => {
    await t.db.delete(outbox)
    {
      await signUp(t.app, { email: 'kept-buyer@example.com', role: 'buyer', firstName: 'Bea' })
      const seller = await signUp(t.app, { email: 'kept-seller@example.com', role: 'seller' })
      await t.db.execute(sql`update users set email_verified = true`)
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: 'kept-buyer@example.com' },
      })
      expect(reset.statusCode).toBe(200)
      const car = await buildCar(t.db, {
        sellerId: seller.user._id,
        categoryId: (await buildCategory(t.db)).categoryId,
        name: 'Blue Golf',
      })
      const buyer = await logIn(t.app, 'kept-buyer@example.com', 'secret123')
      const words = 'Is the Golf still for sale? I live behind the old mill, gate code 4417.'
      const wrote = await t.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { authorization: `Bearer ${buyer.token}` },
        payload: { car_id: car.id, text: words },
      })
      expect(wrote.statusCode).toBe(201)
      const kinds = async () => (await t.db.select().from(outbox)).map((m) => m.kind).sort()
      await expect
        .poll(kinds)
        .toEqual(expect.arrayContaining(['email-verification', 'message.received']))

      // The secrets are in the outbox, for the delivery; the admin's answer carries none.
      const [token] = await t.db
        .select()
        .from(verifications)
        .where(like(verifications.identifier, 'reset-password:%'))
      const resetToken = token!.identifier.split(':')[1]!
      const kept = await t.db.select().from(outbox)
      const bodyOf = (kind: string) => kept.find((m) => m.kind === kind)!.text
      expect(bodyOf('password-reset')).toContain(resetToken)
      const confirmLink = /http\S+verify-email\S+/.exec(bodyOf('email-verification'))![0]
      expect(bodyOf('message.received')).toContain('gate code 4417')

      const admin = await signedInAdmin(t, 'kept-admin@example.com')
      const res = await t.app.inject({
        url: '/api/admin/outbox',
        headers: { cookie: admin.cookie },
      })
      expect(res.statusCode).toBe(200)
      const listed = res.json() as { kind: string; subject: string; text: string | null }[]
      expect(listed.filter((m) => PRIVATE_KINDS.has(m.kind)).map((m) => m.subject)).toEqual(
        expect.arrayContaining([
          'Reset your Wheelanes password',
          'Confirm your e-mail address',
          'Bea sent you a message about the Blue Golf',
        ]),
      )
      for (const m of listed.filter((m) => PRIVATE_KINDS.has(m.kind))) {
        expect(m.text, m.subject).toBeNull()
      }
      for (const secret of [resetToken, confirmLink, 'reset-password?token', 'gate code 4417']) {
        expect(res.body).not.toContain(secret)
      }
    }
  })
})
