import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, verifications } from '../../db/schema'
import { logIn, signUp } from '../../../../tests/support/server/sessions'
import { testAppWithMail, type TestAppWithMail } from '../../../../tests/support/server/mail-app'

let t: TestAppWithMail
const publicUrl = 'http://127.0.0.1:4999'

beforeAll(async () => {
  t = await testAppWithMail({ env: { PUBLIC_URL: publicUrl } })
})
afterAll(() => t?.close())

const askReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } })
const reset = (token: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } })
const me = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user

const resetMailsTo = (email: string) =>
  t.sink.received.filter(
    (m) => m.subject === 'Reset your Wheelanes password' && JSON.stringify(m.to).includes(email),
  )

/** The link of the newest reset mail that arrived for `email` (waits for it). */
async function linkFor(email: string) {
  await expect.poll(() => resetMailsTo(email).length).toBeGreaterThan(0)
  const mail = resetMailsTo(email).at(-1)
  const link = /http:\/\/127\.0\.0\.1:4999\/reset-password\?token=[\w-]+/.exec(mail?.text ?? '')
  if (!link) throw new Error(`no reset link for ${email} in ${mail?.text}`)
  return new URL(link[0])
}

describe('password reset', () => {
  it('mails a link that sets a new password once, and ends every older session', async () => {
    await signUp(t.app, { email: 'rita@example.com', role: 'buyer', firstName: 'Rita' })
    const before = await logIn(t.app, 'rita@example.com', 'secret123')
    expect(await me(before.cookie)).toMatchObject({ email: 'rita@example.com' })

    const asked = await askReset('Rita@Example.com')
    expect(asked.statusCode).toBe(200)
    expect(asked.json()).toEqual({ status: true })
    const link = await linkFor('rita@example.com')
    const [mail] = resetMailsTo('rita@example.com')
    expect(mail?.subject).toBe('Reset your Wheelanes password')
    expect(mail?.text).toContain('Hello Rita Person')
    expect(mail?.html).toContain(link.toString().replaceAll('&', '&amp;'))

    const token = link.searchParams.get('token')!
    const done = await reset(token, 'brand-new-pass')
    expect(done.statusCode).toBe(200)
    // The address of the link's account, for the login form that follows.
    expect(done.json()).toEqual({ status: true, email: 'rita@example.com' })
    // Every session of the account ended; the old password no longer works, the new one does.
    expect(await me(before.cookie)).toBeNull()
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'rita@example.com', password: 'secret123' },
    })
    expect(oldLogin.statusCode).toBe(401)
    await logIn(t.app, 'rita@example.com', 'brand-new-pass')
    // The holder is told, at the address, when and what to do if it was not them.
    const changed = () =>
      t.sink.received.filter(
        (m) =>
          m.subject === 'Your Wheelanes password was changed' &&
          JSON.stringify(m.to).includes('rita@example.com'),
      )
    await expect.poll(() => changed().length).toBe(1)
    const text = changed()[0]!.text ?? ''
    expect(text).toContain('Hello Rita Person')
    expect(text).toMatch(
      /was changed on \w+day, \w+ \d+, \d{4} at \d\d:\d\d UTC, with a reset link/,
    )
    expect(text).toContain('Every device that was signed in has been signed out')
    expect(text).toContain(`${publicUrl}/forgot-password`)
    expect(text).toContain(`${publicUrl}/contact`)
    expect(text).not.toContain(token)
    // The link works once.
    const again = await reset(token, 'another-pass-1')
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe(
      'This reset link is invalid or has expired. Ask for a new one.',
    )
  })

  it('answers the same for an unknown address and sends it nothing', async () => {
    const unknown = await askReset('nobody-here@example.com')
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json()).toEqual({ status: true })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(t.sink.received.filter((m) => JSON.stringify(m.to).includes('nobody-here'))).toEqual([])
    expect(
      await t.db.select().from(outbox).where(eq(outbox.to, 'nobody-here@example.com')),
    ).toEqual([])
  })

  it('refuses a link older than an hour', async () => {
    await signUp(t.app, { email: 'olaf@example.com', role: 'seller' })
    await askReset('olaf@example.com')
    const link = await linkFor('olaf@example.com')
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, 'reset-password:%'))
    const res = await reset(link.searchParams.get('token')!, 'brand-new-pass')
    expect(res.statusCode).toBe(400)
    await logIn(t.app, 'olaf@example.com', 'secret123')
    // Nothing changed, so nothing is said.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(
      t.sink.received.filter(
        (m) =>
          m.subject === 'Your Wheelanes password was changed' &&
          JSON.stringify(m.to).includes('olaf@example.com'),
      ),
    ).toEqual([])
  })

  it('checks the new password like the sign-up form does', async () => {
    const res = await reset('whatever', '123')
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toEqual([
      { path: 'body.newPassword', message: 'Password must be 6 characters or longer' },
    ])
  })

  it('stops mail bombing one address: five requests an hour', async () => {
    const answers = []
    for (let i = 0; i < 6; i++) answers.push((await askReset('target@example.com')).statusCode)
    expect(answers).toEqual([200, 200, 200, 200, 200, 429])
  })
})
