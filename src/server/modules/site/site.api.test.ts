import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dealers, outbox } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { buildCar, buildCategory, buildUser } from '../../../../tests/support/server/builders'

let t: Awaited<ReturnType<typeof testApp>>
const ORIGIN = 'https://wheelanes.example'

beforeAll(async () => {
  t = await testApp({ env: { PUBLIC_URL: `${ORIGIN}/` } })
})
afterAll(() => t.close())

const contact = (payload: object, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress })
const good = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Is the Civic still there?',
}

describe('POST /api/contact', () => {
  it('queues the message to every admin, with who wrote it', async () => {
    const admin = await buildUser(t.db, { role: 'admin', email: 'boss@example.com' })
    await buildUser(t.db, { role: 'admin', email: 'gone@example.com', deletedAt: new Date() })
    const res = await contact({ ...good, message: 'Is the <b>Civic</b> still there?' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ sent: true })
    const rows = await t.db.select().from(outbox).where(eq(outbox.kind, 'contact'))
    expect(rows.map((r) => r.to)).toEqual([admin.email])
    expect(rows[0]!.subject).toBe('Contact form: Ada Lovelace')
    // The admin's Reply answers the visitor.
    expect(rows[0]!.replyTo).toBe('ada@example.com')
    expect(rows[0]!.text).toContain('ada@example.com')
    expect(rows[0]!.text).toContain('Is the <b>Civic</b> still there?')
    // What a visitor wrote is text in the HTML, never markup.
    expect(rows[0]!.html).toContain('&lt;b&gt;Civic&lt;/b&gt;')
    await t.db.delete(outbox)
  })

  it('refuses an incomplete form with a message for each field', async () => {
    const res = await contact({ name: ' ', email: 'not-an-address', message: 'hi' }, '10.1.0.2')
    expect(res.statusCode).toBe(400)
    const { message, issues } = res.json() as {
      message: string
      issues: { path: string; message: string }[]
    }
    expect(typeof message).toBe('string')
    const byField = Object.fromEntries(issues.map((i) => [i.path, i.message]))
    expect(byField).toEqual({
      'body.name': 'Enter your name',
      'body.email': 'Enter a valid email address',
      'body.message': 'Write at least 10 characters',
    })
    expect(await t.db.select().from(outbox)).toEqual([])
  })

  it('answers a filled-in hidden field as sent, and sends nothing', async () => {
    const res = await contact({ ...good, website: 'http://spam.example' }, '10.1.0.3')
    expect(res.statusCode).toBe(201)
    expect(await t.db.select().from(outbox)).toEqual([])
  })

  it('takes five messages an hour from one address, then 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await contact(good, '10.1.0.4')).statusCode).toBe(201)
    const refused = await contact(good, '10.1.0.4')
    expect(refused.statusCode).toBe(429)
    expect(typeof refused.json().message).toBe('string')
    expect(refused.headers['retry-after']).toBeDefined()
    // Another network is not held back.
    expect((await contact(good, '10.1.0.5')).statusCode).toBe(201)
  })
})

describe('with no admin account', () => {
  it('keeps the message in the outbox, to the marketplace’s own address', async () => {
    const alone = await testApp({ env: { MAIL_FROM: 'Wheelanes <hello@wheelanes.example>' } })
    try {
      const res = await alone.app.inject({ method: 'POST', url: '/api/contact', payload: good })
      expect(res.statusCode).toBe(201)
      const rows = await alone.db.select().from(outbox)
      expect(rows.map((r) => [r.to, r.kind])).toEqual([['hello@wheelanes.example', 'contact']])
    } finally {
      await alone.close()
    }
  })
})

describe('GET /sitemap.xml', () => {
  it('lists the public pages, categories, posts, and sellers and dealers with an Active car, on PUBLIC_URL', async () => {
    const suv = await buildCategory(t.db, { categoryId: 'suv & co' })
    const active = await buildUser(t.db, { role: 'seller' })
    const soldOnly = await buildUser(t.db, { role: 'seller' })
    const bookedOnly = await buildUser(t.db, { role: 'seller' })
    const deleted = await buildUser(t.db, { role: 'seller', deletedAt: new Date() })
    const shown = await buildCar(t.db, { sellerId: active.id, categoryId: suv.categoryId })
    await buildCar(t.db, { sellerId: active.id, categoryId: suv.categoryId, status: 'Sold' })
    const sold = await buildCar(t.db, {
      sellerId: soldOnly.id,
      categoryId: suv.categoryId,
      status: 'Sold',
    })
    await buildCar(t.db, { sellerId: bookedOnly.id, categoryId: suv.categoryId, status: 'Booked' })
    await buildCar(t.db, { sellerId: deleted.id, categoryId: suv.categoryId })
    // A dealer's page is listed while it has a car for sale.
    const [selling, soldOut] = await t.db
      .insert(dealers)
      .values([
        { name: 'Selling Motors', postalCode: '78704', city: 'Austin' },
        { name: 'Sold Out Motors', postalCode: '78704', city: 'Austin' },
      ])
      .returning()
    const staff = await buildUser(t.db, { role: 'seller' })
    await buildCar(t.db, { sellerId: staff.id, categoryId: suv.categoryId, dealerId: selling!.id })
    await buildCar(t.db, {
      sellerId: staff.id,
      categoryId: suv.categoryId,
      dealerId: soldOut!.id,
      status: 'Sold',
    })

    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/)
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    )
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true)
    // Well formed: every entry is one <url><loc>, and no raw & is left.
    const lines = res.body.trim().split('\n').slice(2, -1)
    expect(lines.every((l) => /^ {2}<url><loc>[^<>]+<\/loc><\/url>$/.test(l))).toBe(true)
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/)
    const locs = lines.map((l) => /<loc>(.*)<\/loc>/.exec(l)![1]!.replace(/&amp;/g, '&'))
    expect(locs).toEqual(
      expect.arrayContaining(
        [
          '/',
          '/car-categories',
          '/cars',
          '/blog',
          '/blog/1',
          '/about',
          '/contact',
          '/terms',
          '/privacy',
          '/cookies',
        ].map((p) => ORIGIN + p),
      ),
    )
    expect(locs).toContain(`${ORIGIN}/allcars/suv%20%26%20co`)
    expect(locs).toContain(`${ORIGIN}/sellers/${active.id}`)
    for (const hidden of [soldOnly, bookedOnly, deleted]) {
      expect(locs).not.toContain(`${ORIGIN}/sellers/${hidden.id}`)
    }
    expect(locs).toContain(`${ORIGIN}/dealers/${selling!.id}`)
    expect(locs).not.toContain(`${ORIGIN}/dealers/${soldOut!.id}`)
    // No car at all: a car's page needs a signed-in visitor.
    expect(res.body).not.toContain(shown.id)
    expect(res.body).not.toContain(sold.id)
    expect(new Set(locs).size).toBe(locs.length)
  })
})

describe('GET /robots.txt', () => {
  it('lets crawlers in, keeps them out of private pages and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.body).toContain('Disallow: /dashboard\n')
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`)
  })
})
