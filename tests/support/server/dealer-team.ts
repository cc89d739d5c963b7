import { expect } from 'vitest'
import type { Db } from '../../../src/server/db/client'
import { dealerMembers, dealers } from '../../../src/server/db/schema'
import type { App } from './app'
import type { Fixtures, Session } from './security/fixtures'

export type DealerRole = (typeof dealerMembers.$inferInsert)['role']

/**
 * A dealer in Austin with these people in these roles, as POST /api/dealers and accepted
 * invitations leave one (`extra`: more of its columns, a licence number).
 */
export async function dealerWith(
  db: Db,
  name: string,
  team: [Session, DealerRole][],
  extra: Partial<typeof dealers.$inferInsert> = {},
) {
  const [d] = await db
    .insert(dealers)
    .values({ name, postalCode: '78704', city: 'Austin', ...extra })
    .returning({ id: dealers.id })
  await db
    .insert(dealerMembers)
    .values(team.map(([s, role]) => ({ dealerId: d!.id, userId: s.id, role })))
  return d!.id
}

/** A dealer in Austin made through POST /api/dealers by the holder of `token` (its owner): its id. */
export async function dealerMadeBy(app: App, token: string, name: string) {
  const made = await app.inject({
    method: 'POST',
    url: '/api/dealers',
    payload: { name, postalCode: '78704', city: 'Austin' },
    headers: { authorization: `Bearer ${token}` },
  })
  expect(made.statusCode, made.body).toBe(201)
  return made.json()._id as string
}

/** Team Motors, with an owner and a sales person, and Rival Motors, with its owner. */
export async function teamAndRival(db: Db, f: Fixtures) {
  const [owner, sales, rival] = await Promise.all([
    f.person('seller'),
    f.person('seller'),
    f.person('seller'),
  ])
  await dealerWith(db, 'Team Motors', [
    [owner, 'owner'],
    [sales, 'sales'],
  ])
  await dealerWith(db, 'Rival Motors', [[rival, 'owner']])
  return { owner, sales, rival }
}
