import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import type { Browser, BrowserContext } from 'playwright-core'
import { expect, inject } from 'vitest'
import { carPhoto, usedCar } from '../listing'
import { baseUrl } from './browser'

type Role = 'buyer' | 'seller' | 'admin'

/**
 * A browser context already signed in as a fresh buyer or seller (signed up through the API,
 * so the session cookie is in the context) or as the server's admin. One test per real form
 * covers the forms themselves (docs/style.md rule 14).
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

/**
 * A car listed through the API by a signed-in seller's context (the listing form has its own
 * test): a plain used car with one photo, with `listing`'s fields over it. Its id.
 */
export async function listCar(
  seller: BrowserContext,
  listing: { carName: string } & Record<string, unknown>,
) {
  const upload = await seller.request.post('/api/uploads', {
    multipart: { image: { name: 'car.jpg', mimeType: 'image/jpeg', buffer: await carPhoto() } },
  })
  expect(upload.status()).toBe(201)
  const listed = await seller.request.post('/api/allcars', {
    data: {
      ...usedCar,
      image: (await upload.json()).data.url as string,
      ...listing,
    },
  })
  expect(listed.status()).toBe(201)
  return (await listed.json()).insertedId as string
}

/**
 * The newest e-mail with this subject the app sent to `to`, as the SMTP server received it,
 * waited for up to 15 s (a plain loop: setup hooks may call it, where expect.poll may not).
 */
export async function mailTo(to: string, subject: string) {
  const dir = inject('mailDir')
  const deadline = Date.now() + 15_000
  for (;;) {
    for (const name of (await readdir(dir)).sort().reverse()) {
      const mail = await simpleParser(await readFile(path.join(dir, name)))
      if (mail.subject === subject && JSON.stringify(mail.to).includes(to)) return mail
    }
    if (Date.now() > deadline) throw new Error(`no e-mail "${subject}" to ${to}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** Confirms a signed-up person's address through the link the app e-mailed them. */
export async function confirmAddress(context: BrowserContext, email: string) {
  const confirm = await mailTo(email, 'Confirm your e-mail address')
  const link = /http:\/\/\S+verify-email\S+/.exec(confirm.text ?? '')![0]
  expect((await context.request.get(link)).status()).toBe(200)
}
