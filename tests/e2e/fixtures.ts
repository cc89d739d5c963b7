import { randomUUID } from 'node:crypto'
import type { Browser } from 'playwright-core'
import { expect, inject } from 'vitest'
import { baseUrl } from './browser'

type Role = 'buyer' | 'seller' | 'admin'

/**
 * A browser context already signed in as a fresh buyer or seller (signed up through the API,
 * so the session cookie is in the context) or as the server's admin. One test per real form
 * covers the forms themselves (STYLE.md rule 14).
 */
export async function signedInContext(
  browser: Browser,
  role: Role,
  viewport = { width: 1280, height: 900 },
) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport })
  let email = inject('adminEmail')
  if (role === 'admin') {
    const res = await context.request.post('/api/auth/login', {
      data: { email, password: inject('adminPassword') },
    })
    expect(res.status()).toBe(200)
  } else {
    email = `${role}-${randomUUID().slice(0, 8)}@example.com`
    const res = await context.request.post('/api/auth/signup', {
      data: {
        firstName: 'E2E',
        lastName: role === 'buyer' ? 'Buyer' : 'Seller',
        email,
        role,
        password: 'secret123',
      },
    })
    expect(res.status()).toBe(201)
  }
  return { context, email, password: role === 'admin' ? inject('adminPassword') : 'secret123' }
}
