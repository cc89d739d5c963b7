import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { outbox } from '../../db/schema'
import { startJobs, type Jobs } from '../../jobs/jobs'
import { testApp } from '../../test/app'
import { testDatabase } from '../../test/database'
import { signUp, signedInAdmin } from '../../test/sessions'
import { smtpSink, type SmtpSink } from '../../test/smtp-sink'
import { mailService, type Mail } from './service'

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
    await sink.waitFor(1, 20_000)
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
      { to: 'ada@example.com', subject: 'Welcome to Wheelanes', sentAt: null },
    ])
  })
})

describe('GET /api/admin/outbox', () => {
  it('shows an admin every e-mail, newest first, and nobody else', async () => {
    const t = await testApp()
    try {
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
      const buyer = await signUp(t.app, { email: 'b@example.com', role: 'buyer' })
      const refused = await t.app.inject({
        url: '/api/admin/outbox',
        headers: { cookie: buyer.cookie },
      })
      expect(refused.statusCode).toBe(403)
      const [first] = await t.db.select().from(outbox).where(eq(outbox.subject, 'Your booking'))
      expect(first?.sentAt).toBeNull()
    } finally {
      await t.close()
    }
  })
})
