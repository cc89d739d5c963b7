import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, categories, dealerApiKeys, dealerMembers } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { dealerCivic } from '../../../../tests/support/server/builders'
import { bearerCalls } from '../../../../tests/support/server/inject'
import { signedInConfirmed } from '../../../../tests/support/server/sessions'

/**
 * A dealer's API keys (docs/api.md "Dealers"): the owner makes one (shown once), lists and revokes
 * them; a key acts as its own dealer's inventory and nothing else, within its own rate limit,
 * and each write it makes is in the audit log.
 */
let t: Awaited<ReturnType<typeof testApp>>
type Person = { token: string; cookie: string; user: { _id: string } }
let owner: Person
let manager: Person
let rival: Person
let dealerId: string
let rivalDealerId: string
const PER_MINUTE = 5

const send = bearerCalls(() => t.app, 41)

const newKey = async (name = 'Stock sync') => {
  const res = await send('POST', `/api/dealers/${dealerId}/api-keys`, owner.token, { name })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { _id: string; key: string }
}
const keysOf = async (id = dealerId, token = owner.token) => {
  const res = await send('GET', `/api/dealers/${id}/api-keys`, token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { _id: string; name: string; prefix: string; lastUsedAt: string | null }[]
}

const seller = (email: string) => signedInConfirmed(t, email)

async function dealer(person: Person, name: string) {
  const res = await send('POST', '/api/dealers', person.token, {
    name,
    postalCode: '78704',
    city: 'Austin',
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json()._id as string
}

beforeAll(async () => {
  t = await testApp({ env: { API_KEY_CALLS_PER_MINUTE: String(PER_MINUTE) } })
  await t.db
    .insert(categories)
    .values({ categoryId: 'sedan', bodyType: 'Sedan', image: '/media/c-sedan/800.webp' })
    .onConflictDoNothing()
  owner = await seller('keys-owner@example.com')
  manager = await seller('keys-manager@example.com')
  rival = await seller('keys-rival@example.com')
  dealerId = await dealer(owner, 'Lone Star Motors')
  rivalDealerId = await dealer(rival, 'Rival Autos')
  // A manager as an accepted invitation leaves one (the invitation's flow is dealers.api.test).
  await t.db.insert(dealerMembers).values({ dealerId, userId: manager.user._id, role: 'manager' })
})
afterAll(() => t.close())

describe('POST/GET/DELETE /api/dealers/{id}/api-keys', () => {
  it('shows the key once, stores only its hash, and lists keys without it', async () => {
    const made = await newKey('DMS export')
    expect(made.key).toMatch(/^wl_dk_[A-Za-z0-9_-]{43}$/)
    const [row] = await t.db.select().from(dealerApiKeys).where(eq(dealerApiKeys.id, made._id))
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(made.key)

    const listed = await keysOf()
    const mine = listed.find((k) => k._id === made._id)
    expect(mine).toMatchObject({ name: 'DMS export', lastUsedAt: null })
    expect(made.key.startsWith(mine!.prefix)).toBe(true)
    expect(mine!.prefix.length).toBeLessThan(16)
    expect(JSON.stringify(listed)).not.toContain(made.key)
  })

  it('is the owner’s alone: a manager gets 403, another dealer’s owner 404, a name is required', async () => {
    const url = `/api/dealers/${dealerId}/api-keys`
    expect((await send('POST', url, manager.token, { name: 'x' })).statusCode).toBe(403)
    expect((await send('GET', url, manager.token)).statusCode).toBe(403)
    expect((await send('POST', url, rival.token, { name: 'x' })).statusCode).toBe(404)
    expect((await send('GET', url, rival.token)).statusCode).toBe(404)
    const blank = await send('POST', url, owner.token, { name: '  ' })
    expect(blank.statusCode).toBe(400)
  })

  it('revokes: the key is refused at once, gone from the list, and a second revoke is 404', async () => {
    const made = await newKey('Old feed')
    const put = (n: string) =>
      send('PUT', `/api/dealers/${dealerId}/inventory/${n}`, made.key, dealerCivic)
    expect((await put('R-1')).statusCode).toBe(201)

    const url = `/api/dealers/${dealerId}/api-keys/${made._id}`
    expect((await send('DELETE', url, rival.token)).statusCode).toBe(404)
    expect((await send('DELETE', url, owner.token)).statusCode).toBe(200)
    expect((await put('R-2')).statusCode).toBe(401)
    expect((await keysOf()).map((k) => k._id)).not.toContain(made._id)
    expect((await send('DELETE', url, owner.token)).statusCode).toBe(404)
  })

  it('holds at most 10 live keys: the 11th is 409 until one is revoked', async () => {
    for (const k of await keysOf()) {
      await send('DELETE', `/api/dealers/${dealerId}/api-keys/${k._id}`, owner.token)
    }
    const made = []
    for (let i = 0; i < 10; i++) made.push(await newKey(`Key ${i}`))
    const url = `/api/dealers/${dealerId}/api-keys`
    expect((await send('POST', url, owner.token, { name: 'one more' })).statusCode).toBe(409)
    await send('DELETE', `${url}/${made[0]!._id}`, owner.token)
    expect((await send('POST', url, owner.token, { name: 'one more' })).statusCode).toBe(201)
    for (const k of await keysOf()) await send('DELETE', `${url}/${k._id}`, owner.token)
  })
})

describe('a call with an API key', () => {
  it('acts as its own dealer’s inventory: the car is the dealer’s, the key’s use is recorded', async () => {
    const made = await newKey('Website sync')
    const res = await send('PUT', `/api/dealers/${dealerId}/inventory/K-1`, made.key, dealerCivic)
    expect(res.statusCode, res.body).toBe(201)

    const listed = (await keysOf()).find((k) => k._id === made._id)
    expect(listed!.lastUsedAt).not.toBeNull()

    // The use is recorded once the answer has gone (onResponse), so it may land just after it.
    const entryOf = async () => {
      const [row] = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.adminId, made._id))
        .orderBy(desc(auditLog.at))
      return row
    }
    await expect.poll(entryOf).toBeDefined()
    const entry = await entryOf()
    expect(entry).toMatchObject({
      action: 'apikey.use',
      adminName: expect.stringContaining('Website sync'),
      targetType: 'user',
      targetId: owner.user._id,
      note: `PUT /api/dealers/${dealerId}/inventory/K-1 → 201`,
    })
    expect(JSON.stringify(entry)).not.toContain(made.key)
  })

  it('reaches nothing else: another dealer’s inventory 401, the dealer’s other routes 403, session routes 401', async () => {
    const { key } = await newKey('Scoped')
    const other = await send('PUT', `/api/dealers/${rivalDealerId}/inventory/X-1`, key, dealerCivic)
    expect(other.statusCode).toBe(401)
    for (const url of [`/api/dealers/${dealerId}/members`, `/api/dealers/${dealerId}/api-keys`]) {
      expect((await send('GET', url, key)).statusCode, url).toBe(403)
    }
    const makeKey = await send('POST', `/api/dealers/${dealerId}/api-keys`, key, { name: 'x' })
    expect(makeKey.statusCode).toBe(403)
    expect((await send('GET', '/api/allcars', key)).statusCode).toBe(401)
    expect((await send('GET', '/api/dealers/mine', key)).statusCode).toBe(401)
    const edit = await send('PATCH', `/api/dealers/${dealerId}`, key, { city: 'Dallas' })
    expect(edit.statusCode).toBe(403)
    // Beside a member's session cookie it is still no session.
    const withCookie = await t.app.inject({
      method: 'GET',
      url: '/api/allcars',
      headers: { authorization: `Bearer ${key}`, cookie: owner.cookie },
    })
    expect(withCookie.statusCode).toBe(401)
  })

  it('has its own rate limit per key: past it 429 with Retry-After, another key still passes', async () => {
    const first = await newKey('Busy')
    const second = await newKey('Quiet')
    const put = (key: string, n: string) =>
      send('PUT', `/api/dealers/${dealerId}/inventory/${n}`, key, dealerCivic)
    for (let i = 0; i < PER_MINUTE; i++) {
      expect((await put(first.key, `L-${i}`)).statusCode).toBeLessThan(300)
    }
    const over = await put(first.key, 'L-over')
    expect(over.statusCode).toBe(429)
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    expect((await put(second.key, 'L-other')).statusCode).toBe(201)
  })
})
