import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../../../tests/support/server/app'
import { signUp } from '../../../tests/support/server/sessions'

let t: Awaited<ReturnType<typeof testApp>>
let cookie: string
beforeAll(async () => {
  t = await testApp({ env: { PUBLIC_URL: 'https://wheelanes.example' } })
  cookie = (await signUp(t.app, { email: 'csrf@example.com', role: 'buyer' })).cookie
})
afterAll(() => t.close())

const logout = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...headers } })

describe('cross-site request defence', () => {
  it('refuses a cookie-authenticated write from another site', async () => {
    const forged = await logout({ origin: 'https://evil.example' })
    expect(forged.statusCode).toBe(403)
    expect(forged.json().message).toBe('Cross-site request refused')
    expect((await logout({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403)
    // Still signed in: the forged request changed nothing.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })
    expect(me.json().user).not.toBeNull()
  })

  it('lets the site itself and non-browser clients write', async () => {
    expect((await logout({ origin: 'https://wheelanes.example' })).statusCode).toBe(200)
    const again = await signUp(t.app, { email: 'csrf2@example.com', role: 'buyer' })
    const sameHost = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: again.cookie, origin: 'http://localhost:80', host: 'localhost:80' },
    })
    expect(sameHost.statusCode).toBe(200)
  })
})
