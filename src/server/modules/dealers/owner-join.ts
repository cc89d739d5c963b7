import { and, eq, isNull } from 'drizzle-orm'
import { dealerMembers, dealers, users } from '../../db/schema'

/** Joins a dealer to its owner's membership (every dealer has one: members.ts keeps it). */
export const ownerMembership = and(
  eq(dealerMembers.dealerId, dealers.id),
  eq(dealerMembers.role, 'owner'),
)

/**
 * Joins that membership to the owner's account while it is live: a dealer whose owner deleted
 * their account is closed (leaving.ts), and finds no owner here.
 */
export const liveOwner = and(eq(users.id, dealerMembers.userId), isNull(users.deletedAt))
