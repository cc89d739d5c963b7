import { randomUUID } from 'node:crypto'
import { afterAll, expect, inject, it } from 'vitest'
import { smtpSink } from '../support/server/smtp-sink'
import { Client } from '../support/process/client'
import { removeDir, seededDataDir, startServer } from '../support/process/server'

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn()
})

/**
 * E-mails whose change has committed survive a SIGKILL before they are sent, and the restart
 * sends each one once (docs/decisions/0041-e-mail-through-an-outbox.md).
 */
it('SIGKILL between the business write and the send: every e-mail arrives once after the restart', async () => {
  const dir = await seededDataDir(inject('templateDataDir'), 'mail')
  cleanup.push(() => removeDir(dir))
  const sink = await smtpSink()
  cleanup.push(sink.close)

  // The first process's worker has looked for jobs once at start and will not look again for
  // an hour: the mails wait in the outbox, committed, when it is killed.
  const first = await startServer({
    dataDir: dir,
    env: { SMTP_URL: sink.url, JOB_POLL_INTERVAL: '1h' },
  })
  const people = Array.from({ length: 8 }, () => `mail-${randomUUID().slice(0, 8)}@example.com`)
  for (const email of people) {
    const client = new Client(first.url)
    const signup = await client.request('POST', '/api/auth/signup', {
      firstName: 'Mia',
      lastName: 'Mail',
      email,
      role: 'buyer',
      password: 'secret123',
    })
    expect(signup.status).toBe(201)
    const asked = await client.request('POST', '/api/auth/request-password-reset', { email })
    expect(asked.status).toBe(200)
  }
  await first.kill()
  expect(sink.received).toHaveLength(0)

  const again = await startServer({
    dataDir: dir,
    env: { SMTP_URL: sink.url, JOB_POLL_INTERVAL: '500ms' },
  })
  try {
    // Each person: the confirmation mailed at sign-up and the reset link.
    await sink.waitFor(people.length * 2, 30_000)
    // A second look later: nothing arrives twice.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(sink.received).toHaveLength(people.length * 2)
    for (const email of people) {
      const theirs = sink.received.filter((m) => JSON.stringify(m.to).includes(email))
      expect(theirs.map((m) => m.subject).sort()).toEqual([
        'Confirm your e-mail address',
        'Reset your Wheelanes password',
      ])
    }
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(people.length * 2)
  } finally {
    await again.stop()
  }
}, 120_000)
