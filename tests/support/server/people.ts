import { inArray } from 'drizzle-orm'
import { users } from '../../../src/server/db/schema'
import type { TestApp } from './app'
import { buildCategory } from './builders'
import { logIn, signUp } from './sessions'

type Person = readonly [email: string, role: 'buyer' | 'seller', firstName?: string]
type Session = Awaited<ReturnType<typeof logIn>>

/**
 * A test file's people: each signed up through the API (password `secret123`, and `Test` for
 * a first name left out), then signed in, their sessions answered in the order given.
 * `confirmed`: their e-mail addresses are confirmed before they sign in (messages, offers and
 * dealers ask one); `lastName`: everyone's.
 */
export async function signedInPeople<const P extends readonly Person[]>(
  t: Pick<TestApp, 'app' | 'db'>,
  people: P,
  { confirmed = false, lastName }: { confirmed?: boolean; lastName?: string } = {},
): Promise<{ [K in keyof P]: Session }> {
  for (const [email, role, firstName] of people) {
    await signUp(t.app, {
      email,
      role,
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
    })
  }
  const emails = people.map(([email]) => email)
  if (confirmed)
    await t.db.update(users).set({ emailVerified: true }).where(inArray(users.email, emails))
  const sessions: Session[] = []
  for (const email of emails) sessions.push(await logIn(t.app, email, 'secret123'))
  return sessions as { [K in keyof P]: Session }
}

/**
 * The two sides of a booking or an offer: a buyer and a seller (`<prefix>-buyer@example.com`,
 * `<prefix>-seller@example.com`), their addresses confirmed, signed in; and a category for the
 * seller's cars.
 */
export async function bookingSides(t: Pick<TestApp, 'app' | 'db'>, prefix: string) {
  const category = (await buildCategory(t.db)).categoryId
  const [buyer, seller] = await signedInPeople(
    t,
    [
      [`${prefix}-buyer@example.com`, 'buyer'],
      [`${prefix}-seller@example.com`, 'seller'],
    ],
    { confirmed: true },
  )
  return { category, buyer, seller }
}
