import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { and, eq } from 'drizzle-orm'
import type { Role } from '#shared/accounts'
import type { Db } from '../db/client'
import { accounts, users } from '../db/schema'

interface PasswordUser {
  id?: string
  name: string
  email: string
  role: Role
  password: string
  isDemo?: boolean
}

/**
 * Makes sure a person with this email exists with this role and password (the auth library's
 * hash, so they sign in like anyone else). Used for ADMIN_EMAIL, create-admin and demo accounts.
 */
export async function upsertPasswordUser(db: Db, u: PasswordUser): Promise<string> {
  const email = u.email.toLowerCase()
  const hash = await hashPassword(u.password)
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email))
    const id = existing?.id ?? u.id ?? randomUUID()
    if (existing) {
      await tx
        .update(users)
        .set({ role: u.role, isDemo: u.isDemo ?? false, deletedAt: null, updatedAt: new Date() })
        .where(eq(users.id, id))
    } else {
      await tx.insert(users).values({
        id,
        name: u.name,
        email,
        role: u.role,
        isDemo: u.isDemo ?? false,
        emailVerified: true,
      })
    }
    const credential = and(eq(accounts.userId, id), eq(accounts.providerId, 'credential'))
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(credential)
    if (account) {
      await tx.update(accounts).set({ password: hash, updatedAt: new Date() }).where(credential)
    } else {
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: hash,
      })
    }
    return id
  })
}
