import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { signUp } from '../../../../tests/support/server/sessions'
import { testAppWithMail, type TestAppWithMail } from '../../../../tests/support/server/mail-app'

let t: TestAppWithMail
const publicUrl = 'http://127.0.0.1:4998'

beforeAll(async () => {
  t = await testAppWithMail({ env: { PUBLIC_URL: publicUrl } })
})
afterAll(() => t?.close())

/** The confirmation link of the newest mail to `email`. */
async function linkFor(email: string) {
  let link: RegExpExecArray | null = null
  await expect
    .poll(() => {
      const mail = t.sink.received.filter((m) => JSON.stringify(m.to).includes(email)).at(-1)
      link = /http:\/\/127\.0\.0\.1:4998\/api\/auth\/verify-email\?\S+/.exec(mail?.text ?? '')
      return link
    })
    .toBeTruthy()
  return new URL(link![0])
}
const verified = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]?.emailVerified

describe('e-mail confirmation', () => {
  it('is mailed at sign-up, and its link confirms the address and lands on the page that says so', async () => {
    await signUp(t.app, { email: 'vera@example.com', role: 'buyer', firstName: 'Vera' })
    const link = await linkFor('vera@example.com')
    expect(t.sink.received.at(-1)?.subject).toBe('Confirm your e-mail address')
    expect(await verified('vera@example.com')).toBe(false)
    const res = await t.app.inject({ url: link.pathname + link.search })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/email-verified')
    expect(await verified('vera@example.com')).toBe(true)
  })

  it('sends a made-up or altered link to the page with an error, confirming nothing', async () => {
    await signUp(t.app, { email: 'ivan@example.com', role: 'buyer' })
    const link = await linkFor('ivan@example.com')
    link.searchParams.set('token', `${link.searchParams.get('token')}x`)
    const res = await t.app.inject({ url: link.pathname + link.search })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toMatch(/^\/email-verified\?error=/)
    expect(await verified('ivan@example.com')).toBe(false)
  })

  it("is sent again on request, for one's own unconfirmed address only, three times an hour", async () => {
    const me = await signUp(t.app, { email: 'rosa@example.com', role: 'seller' })
    const send = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        payload: { email },
        headers: { cookie: me.cookie },
      })
    expect((await send('vera@example.com')).statusCode).toBe(403)
    // The sign-up's own mail first, then one more on request.
    const toRosa = () =>
      t.sink.received.filter((m) => JSON.stringify(m.to).includes('rosa@example.com')).length
    await linkFor('rosa@example.com')
    const before = toRosa()
    expect((await send('rosa@example.com')).statusCode).toBe(200)
    await expect.poll(toRosa).toBe(before + 1)
    expect((await send('rosa@example.com')).statusCode).toBe(200)
    expect((await send('rosa@example.com')).statusCode).toBe(200)
    expect((await send('rosa@example.com')).statusCode).toBe(429)

    const link = await linkFor('rosa@example.com')
    await t.app.inject({ url: link.pathname + link.search })
    const other = await signUp(t.app, { email: 'rosa2@example.com', role: 'seller' })
    await t.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, 'rosa2@example.com'))
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      payload: { email: 'rosa2@example.com' },
      headers: { cookie: other.cookie },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Your e-mail address is already confirmed')
  })
})
