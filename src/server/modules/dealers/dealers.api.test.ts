import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { cars, dealerInvites, outbox, users } from '../../db/schema'
import { sessionCalls } from '../../../../tests/support/server/inject'
import { buildCategory } from '../../../../tests/support/server/builders'
import { multipart, picture } from '../../../../tests/support/server/images'
import { logIn, signedInAdmin, signUp } from '../../../../tests/support/server/sessions'
import { usedCar } from '../../../../tests/support/listing'
import { appForFile, invariantsHoldAfterEach } from '../../../../tests/support/server/file-app'

/**
 * Dealers (docs/api.md "Dealers"): making one moves its maker's cars to it; invitations join the
 * invited address only, once, in time; the owner's back office; each role's reach over the
 * dealer's cars; the public page; an admin's verification. After every test the invariants
 * hold (a dealer car is sold by its dealer's owner; each dealer has one owner).
 */
const t = appForFile()
type Who = { token: string; user: { _id: string; email: string } }
let owner: Who, stranger: Who, admin: Who
let dealerId: string
let ownersCar: string
let seed = 0

const send = sessionCalls(() => t.app, 37)

async function person(email: string, role: 'buyer' | 'seller', firstName = 'Test') {
  await signUp(t.app, { email, role, firstName })
  return (await logIn(t.app, email, 'secret123')) as Who
}

async function upload(who: Who) {
  const body = multipart('image', 'car.jpg', 'image/jpeg', await picture(++seed))
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${who.token}` },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.url as string
}

const listing = async (who: Who, carName = '2019 Honda Civic EX') => ({
  ...usedCar,
  carName,
  image: await upload(who),
})

async function addCar(who: Who, carName?: string) {
  const res = await send(who, 'POST', '/api/allcars', await listing(who, carName))
  expect(res.statusCode, res.body).toBe(201)
  return res.json().insertedId as string
}

/** The link of the last invitation mailed to `email`, and its token. */
async function mailedInvite(email: string) {
  const [mail] = await t.db
    .select({ text: outbox.text, kind: outbox.kind })
    .from(outbox)
    .where(eq(outbox.to, email.toLowerCase()))
    .orderBy(sql`${outbox.createdAt} desc`)
    .limit(1)
  expect(mail?.kind).toBe('dealer.invite')
  const token = /\/dealer-invites\/([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1]
  expect(token).toBeTruthy()
  return token!
}

async function invite(email: string, role: 'manager' | 'sales') {
  const res = await send(owner, 'POST', `/api/dealers/${dealerId}/invites`, { email, role })
  expect(res.statusCode, res.body).toBe(201)
  return mailedInvite(email)
}

/** A new person who joined the dealer with `role`. */
async function member(email: string, role: 'manager' | 'sales') {
  const who = await person(email, 'buyer')
  const token = await invite(email, role)
  const res = await send(who, 'POST', `/api/dealer-invites/${token}/accept`)
  expect(res.statusCode, res.body).toBe(200)
  return who
}

beforeAll(async () => {
  await buildCategory(t.db, { categoryId: 'sedan', bodyType: 'Sedan' })
  owner = await person('dl-owner@example.com', 'seller', 'Olive')
  stranger = await person('dl-stranger@example.com', 'seller')
  admin = await signedInAdmin(t, 'dl-admin@example.com')
  ownersCar = await addCar(owner, 'Owner Private Car')
})
invariantsHoldAfterEach(t)

describe('making a dealer', () => {
  it('refuses buyers and unknown ZIP codes', async () => {
    const buyer = await person('dl-buyer@example.com', 'buyer')
    const body = { name: 'Buyer Motors', postalCode: '78704', city: 'Austin' }
    expect((await send(buyer, 'POST', '/api/dealers', body)).statusCode).toBe(403)
    const res = await send(stranger, 'POST', '/api/dealers', { ...body, postalCode: '00000' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/ZIP code/)
  })

  it('makes the caller its owner and their cars its stock, once per person', async () => {
    const res = await send(owner, 'POST', '/api/dealers', {
      name: 'Olive Motors',
      postalCode: '78704',
      city: 'Austin',
      phone: '+1 512 555 0100',
      licenceNumber: 'TX-123',
    })
    expect(res.statusCode, res.body).toBe(201)
    dealerId = res.json()._id
    const mine = (await send(owner, 'GET', '/api/dealers/mine')).json()
    expect(mine).toMatchObject({ role: 'owner', dealer: { _id: dealerId, name: 'Olive Motors' } })
    const car = (await send(stranger, 'GET', `/api/featured-cars/${ownersCar}`)).json()
    expect(car.dealer).toEqual({ _id: dealerId, name: 'Olive Motors', verified: false })
    expect(car.sellerId).toBe(owner.user._id)
    const again = await send(owner, 'POST', '/api/dealers', {
      name: 'Second',
      postalCode: '78704',
      city: 'Austin',
    })
    expect(again.statusCode).toBe(409)
    expect((await send(stranger, 'GET', '/api/dealers/mine')).json()).toEqual({
      dealer: null,
      role: null,
    })
  })

  it('lets only the owner edit it, field by field', async () => {
    const patch = { crmEmail: 'leads@olive.example', city: 'Round Rock' }
    const res = await send(owner, 'PATCH', `/api/dealers/${dealerId}`, patch)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ ...patch, name: 'Olive Motors', licenceNumber: 'TX-123' })
    expect((await send(stranger, 'PATCH', `/api/dealers/${dealerId}`, patch)).statusCode).toBe(404)
    const bad = await send(owner, 'PATCH', `/api/dealers/${dealerId}`, { crmEmail: 'nope' })
    expect(bad.statusCode).toBe(400)
  })
})

describe('invitations', () => {
  it('mails a link whose token only the mail holds; the invited address alone accepts, once', async () => {
    const invited = await person('dl-manager@example.com', 'buyer', 'Manny')
    const token = await invite('DL-Manager@example.com', 'manager')
    const stored = await t.db.select().from(dealerInvites)
    expect(JSON.stringify(stored)).not.toContain(token)

    const wrong = await send(stranger, 'POST', `/api/dealer-invites/${token}/accept`)
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().message).toContain('dl-manager@example.com')
    expect((await send(null, 'POST', `/api/dealer-invites/${token}/accept`)).statusCode).toBe(401)

    const ok = await send(invited, 'POST', `/api/dealer-invites/${token}/accept`)
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toEqual({ dealerId, name: 'Olive Motors', role: 'manager' })
    // Members work with cars: the buyer's account is a seller's now.
    const [row] = await t.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, invited.user._id))
    expect(row!.role).toBe('seller')
    expect((await send(invited, 'GET', '/api/dealers/mine')).json().role).toBe('manager')

    const twice = await send(invited, 'POST', `/api/dealer-invites/${token}/accept`)
    expect(twice.statusCode).toBe(409)
    const unknown = await send(invited, 'POST', `/api/dealer-invites/${'x'.repeat(43)}/accept`)
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses an expired invitation and one withdrawn by the owner', async () => {
    const late = await person('dl-late@example.com', 'seller')
    const token = await invite('dl-late@example.com', 'sales')
    await t.db
      .update(dealerInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dealerInvites.email, 'dl-late@example.com'))
    const expired = await send(late, 'POST', `/api/dealer-invites/${token}/accept`)
    expect(expired.statusCode).toBe(409)
    expect(expired.json().message).toMatch(/expired/)

    const fresh = await invite('dl-late@example.com', 'sales')
    const { invites } = (await send(owner, 'GET', `/api/dealers/${dealerId}/members`)).json()
    const open = invites.find((i: { email: string }) => i.email === 'dl-late@example.com')
    expect(open).toMatchObject({ role: 'sales' })
    const revoked = await send(owner, 'DELETE', `/api/dealers/${dealerId}/invites/${open._id}`)
    expect(revoked.statusCode).toBe(200)
    expect((await send(late, 'POST', `/api/dealer-invites/${fresh}/accept`)).statusCode).toBe(404)
    expect((await send(late, 'GET', '/api/dealers/mine')).json().dealer).toBeNull()
  })

  it('refuses to invite a member again, and one who works for another dealer', async () => {
    const res = await send(owner, 'POST', `/api/dealers/${dealerId}/invites`, {
      email: 'dl-manager@example.com',
      role: 'sales',
    })
    expect(res.statusCode).toBe(409)
    const rival = await person('dl-rival@example.com', 'seller')
    const made = await send(rival, 'POST', '/api/dealers', {
      name: 'Rival Cars',
      postalCode: '78704',
      city: 'Austin',
    })
    expect(made.statusCode).toBe(201)
    const poach = await send(owner, 'POST', `/api/dealers/${dealerId}/invites`, {
      email: 'dl-rival@example.com',
      role: 'manager',
    })
    expect(poach.statusCode).toBe(409)
  })
})

describe('members', () => {
  it('lists them with their roles for the owner only; the owner removes staff but not themself', async () => {
    const sales = await member('dl-sales-1@example.com', 'sales')
    const res = await send(owner, 'GET', `/api/dealers/${dealerId}/members`)
    expect(res.statusCode).toBe(200)
    const roles = res.json().members.map((m: { email: string; role: string }) => [m.email, m.role])
    expect(roles[0]).toEqual(['dl-owner@example.com', 'owner'])
    expect(roles).toContainEqual(['dl-sales-1@example.com', 'sales'])
    expect((await send(sales, 'GET', `/api/dealers/${dealerId}/members`)).statusCode).toBe(403)
    expect((await send(stranger, 'GET', `/api/dealers/${dealerId}/members`)).statusCode).toBe(404)
    expect((await send(admin, 'GET', `/api/dealers/${dealerId}/members`)).statusCode).toBe(404)

    const self = await send(owner, 'DELETE', `/api/dealers/${dealerId}/members/${owner.user._id}`)
    expect(self.statusCode).toBe(409)
    const gone = await send(owner, 'DELETE', `/api/dealers/${dealerId}/members/${sales.user._id}`)
    expect(gone.statusCode).toBe(200)
    expect((await send(sales, 'GET', '/api/dealers/mine')).json().dealer).toBeNull()
    const again = await send(owner, 'DELETE', `/api/dealers/${dealerId}/members/${sales.user._id}`)
    expect(again.statusCode).toBe(404)
  })
})

describe("the dealer's cars", () => {
  it("a manager lists cars for the dealer, sold by its owner, and changes the owner's", async () => {
    const manager = await member('dl-manager-2@example.com', 'manager')
    const carId = await addCar(manager, 'Manager Listed Car')
    const [row] = await t.db.select().from(cars).where(eq(cars.id, carId))
    expect(row).toMatchObject({ dealerId, sellerId: owner.user._id })
    // The owner edits it with the manager's photo, and the manager edits the owner's car.
    const car = (await send(owner, 'GET', `/api/featured-cars/${carId}`)).json()
    const edit = {
      ...usedCar,
      carName: 'Manager Listed Car',
      image: car.image,
      resale_price: 17000,
    }
    const edited = await send(owner, 'PATCH', `/api/allcars/${carId}`, edit)
    expect(edited.statusCode, edited.body).toBe(200)
    const ownerCar = (await send(owner, 'GET', `/api/featured-cars/${ownersCar}`)).json()
    const byManager = { ...usedCar, carName: 'Owner Private Car', image: ownerCar.image }
    const res = await send(manager, 'PATCH', `/api/allcars/${ownersCar}`, byManager)
    expect(res.statusCode, res.body).toBe(200)
    // Its people read the seller's e-mail on the dealer's cars; a stranger does not.
    expect((await send(manager, 'GET', `/api/featured-cars/${carId}`)).json().seller).toBe(
      'dl-owner@example.com',
    )
    expect(
      (await send(stranger, 'GET', `/api/featured-cars/${carId}`)).json().seller,
    ).toBeUndefined()
  })

  it('sales staff see the stock but add, edit and delete none of it', async () => {
    const sales = await member('dl-sales-2@example.com', 'sales')
    const listed = (await send(sales, 'GET', '/api/allcars')).json() as { _id: string }[]
    expect(listed.map((c) => c._id)).toContain(ownersCar)
    const add = await send(sales, 'POST', '/api/allcars', await listing(sales))
    expect(add.statusCode).toBe(403)
    const car = (await send(owner, 'GET', `/api/featured-cars/${ownersCar}`)).json()
    const edit = { ...usedCar, carName: 'Owner Private Car', image: car.image }
    const edited = await send(sales, 'PATCH', `/api/allcars/${ownersCar}`, edit)
    expect(edited.statusCode, edited.body).toBe(403)
    expect((await send(sales, 'DELETE', `/api/allcars/${ownersCar}`)).statusCode).toBe(403)
    expect((await send(stranger, 'GET', `/api/featured-cars/${ownersCar}`)).statusCode).toBe(200)
  })
})

describe('the public page', () => {
  it("shows who it is and its cars for sale, and nobody's e-mail", async () => {
    for (const who of [null, stranger, owner, admin]) {
      const res = await send(who, 'GET', `/api/dealers/${dealerId}`)
      expect(res.statusCode).toBe(200)
      const page = res.json()
      expect(page).toMatchObject({
        _id: dealerId,
        name: 'Olive Motors',
        city: 'Round Rock',
        verified: false,
        rating: { average: null, count: 0 },
        responseTime: null,
      })
      expect(page.cars.map((c: { carName: string }) => c.carName).sort()).toEqual([
        'Manager Listed Car',
        'Owner Private Car',
      ])
      expect(page.cars[0]).not.toHaveProperty('seller')
      expect(res.body).not.toMatch(/@example\.com|leads@olive|TX-123|555 0100/)
    }
    const unknown = await send(null, 'GET', '/api/dealers/00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
  })
})

describe("an admin's verification", () => {
  it('is for admins only, and is audited', async () => {
    const url = `/api/admin/dealers/${dealerId}/verify`
    expect((await send(owner, 'POST', url, { note: 'me' })).statusCode).toBe(403)
    const res = await send(admin, 'POST', url, { note: 'Licence TX-123 checked' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ _id: dealerId, verified: true })
    expect((await send(null, 'GET', `/api/dealers/${dealerId}`)).json().verified).toBe(true)
    expect(
      (await send(stranger, 'GET', `/api/featured-cars/${ownersCar}`)).json().dealer.verified,
    ).toBe(true)
    const audit = (await send(admin, 'GET', '/api/admin/audit')).json()
    expect(audit[0]).toMatchObject({
      action: 'dealer.verify',
      admin: { _id: admin.user._id },
      note: 'Licence TX-123 checked',
    })
    expect(audit[0].target.label).toContain('Olive Motors')
    const unknown = '/api/admin/dealers/00000000-0000-4000-8000-000000000000/verify'
    expect((await send(admin, 'POST', unknown, { note: '' })).statusCode).toBe(404)
  })

  it('survives an edit of other fields, and is lost by a new name or licence number', async () => {
    const verify = async () => {
      const res = await send(admin, 'POST', `/api/admin/dealers/${dealerId}/verify`, { note: '' })
      expect(res.statusCode, res.body).toBe(200)
    }
    const edit = async (patch: object) => {
      const res = await send(owner, 'PATCH', `/api/dealers/${dealerId}`, patch)
      expect(res.statusCode, res.body).toBe(200)
      return res.json().verified as boolean
    }
    const shown = async () => (await send(null, 'GET', `/api/dealers/${dealerId}`)).json().verified
    await verify()
    // The same name sent again is no change.
    expect(await edit({ city: 'Austin', phone: '512 555 0100', name: 'Olive Motors' })).toBe(true)
    expect(await shown()).toBe(true)
    expect(await edit({ name: 'Olive Motors & Sons' })).toBe(false)
    expect(await shown()).toBe(false)
    await verify()
    expect(await edit({ licenceNumber: 'TX-999' })).toBe(false)
    expect(await shown()).toBe(false)
  })
})
