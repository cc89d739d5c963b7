import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Joined, Members, NewInvite } from '#shared/dealers'
import { paths } from '#shared/paths'
import type { SessionUser } from '../../auth/guards'
import type { Db } from '../../db/client'
import { dealerInvites, dealerMembers, dealers, users } from '../../db/schema'
import { databaseErrorCode, Refusal } from '../../errors'
import type { MailService } from '../mail/service'
import { renderEmail } from '../mail/templates/render'
import type { ProfileService } from '../users/profile'
import { hashApiKey } from './access'
import { DealerInviteEmail } from './invite-email'

/** How long an invitation's link works. */
export const INVITE_FOR_MS = 7 * 24 * 60 * 60 * 1000

const ALREADY = 'You already belong to a dealer: one person works for one dealer'

/** An invitation's token is kept only as its SHA-256 hash, as API keys are. */
const hashToken = hashApiKey

/**
 * A dealer's people (docs/api.md "Dealers"): the owner invites by e-mail (a link whose token only
 * the mail holds), the invited person accepts signed in as that address, the owner lists and
 * removes members and withdraws open invitations. A buyer who joins becomes a seller: members
 * work with cars.
 */
export function dealerMembersService(
  db: Db,
  {
    mail,
    profile,
    publicUrl,
  }: {
    mail: Pick<MailService, 'queue'>
    /** A buyer who joins becomes a seller (the users module writes the role). */
    profile: Pick<ProfileService, 'becomeSeller'>
    publicUrl: string
  },
) {
  return {
    /** Invites `input.email`; a second invitation to the same address replaces the first. */
    async invite(dealerId: string, input: NewInvite & { email: string }, owner: SessionUser) {
      const [member] = await db
        .select({ dealerId: dealerMembers.dealerId })
        .from(dealerMembers)
        .innerJoin(users, eq(users.id, dealerMembers.userId))
        .where(eq(sql`lower(${users.email})`, input.email))
      if (member?.dealerId === dealerId) throw new Refusal(409, 'They are already a member')
      if (member) throw new Refusal(409, 'They already work for another dealer')
      const [dealer] = await db
        .select({ name: dealers.name })
        .from(dealers)
        .where(eq(dealers.id, dealerId))
      const token = randomBytes(32).toString('base64url')
      const expiresAt = new Date(Date.now() + INVITE_FOR_MS)
      const url = new URL(paths.dealerInvite.to(token), publicUrl).toString()
      const { html, text } = await renderEmail(
        DealerInviteEmail({
          dealerName: dealer!.name,
          invitedBy: owner.name,
          role: input.role,
          url,
          expiresAt,
        }),
      )
      return db.transaction(async (tx) => {
        await tx
          .delete(dealerInvites)
          .where(
            and(
              eq(dealerInvites.dealerId, dealerId),
              eq(dealerInvites.email, input.email),
              isNull(dealerInvites.acceptedAt),
            ),
          )
        const [made] = await tx
          .insert(dealerInvites)
          .values({
            dealerId,
            email: input.email,
            role: input.role,
            tokenHash: hashToken(token),
            invitedBy: owner.id,
            expiresAt,
          })
          .returning()
        await mail.queue(tx, {
          to: input.email,
          subject: `${owner.name} invites you to ${dealer!.name} on Wheelanes`,
          html,
          text,
          kind: 'dealer.invite',
        })
        return {
          _id: made!.id,
          email: made!.email,
          role: input.role,
          expiresAt: made!.expiresAt.toISOString(),
          createdAt: made!.createdAt.toISOString(),
        }
      })
    },

    /** Joins the invitation's dealer, if the caller is the person it was sent to. */
    async accept(token: string, caller: SessionUser): Promise<Joined> {
      const [invite] = await db
        .select({ invite: dealerInvites, name: dealers.name })
        .from(dealerInvites)
        .innerJoin(dealers, eq(dealers.id, dealerInvites.dealerId))
        .where(eq(dealerInvites.tokenHash, hashToken(token)))
      if (!invite)
        throw new Refusal(404, 'No such invitation: it was withdrawn, or the link is cut')
      const { invite: i } = invite
      if (i.email.toLowerCase() !== caller.email.toLowerCase()) {
        throw new Refusal(
          403,
          `This invitation is for ${i.email}: sign in with that address to accept it`,
        )
      }
      if (i.acceptedAt) throw new Refusal(409, 'This invitation was already accepted')
      if (i.expiresAt.getTime() <= Date.now()) {
        throw new Refusal(409, 'This invitation has expired: ask the dealer for a new one')
      }
      if (caller.role === 'admin') {
        throw new Refusal(409, 'An admin account cannot work for a dealer: use another account')
      }
      try {
        await db.transaction(async (tx) => {
          // Taken once: of two accepts at once, the second finds it taken.
          const [taken] = await tx
            .update(dealerInvites)
            .set({ acceptedAt: new Date() })
            .where(and(eq(dealerInvites.id, i.id), isNull(dealerInvites.acceptedAt)))
            .returning({ id: dealerInvites.id })
          if (!taken) throw new Refusal(409, 'This invitation was already accepted')
          await tx
            .insert(dealerMembers)
            .values({ dealerId: i.dealerId, userId: caller.id, role: i.role })
          // Members work with the dealer's cars: a buyer's account becomes a seller's.
          await profile.becomeSeller(tx, caller.id)
        })
      } catch (err) {
        if (databaseErrorCode(err) === '23505') throw new Refusal(409, ALREADY)
        throw err
      }
      return { dealerId: i.dealerId, name: invite.name, role: i.role }
    },

    /** Its members, the owner first, and its invitations still open, newest first. */
    async list(dealerId: string): Promise<Members> {
      const [people, open] = await Promise.all([
        db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            role: dealerMembers.role,
            since: dealerMembers.createdAt,
          })
          .from(dealerMembers)
          .innerJoin(users, eq(users.id, dealerMembers.userId))
          .where(eq(dealerMembers.dealerId, dealerId))
          .orderBy(
            sql`case ${dealerMembers.role} when 'owner' then 0 when 'manager' then 1 else 2 end`,
            asc(dealerMembers.createdAt),
          ),
        db
          .select()
          .from(dealerInvites)
          .where(
            and(
              eq(dealerInvites.dealerId, dealerId),
              isNull(dealerInvites.acceptedAt),
              gt(dealerInvites.expiresAt, new Date()),
            ),
          )
          .orderBy(desc(dealerInvites.createdAt)),
      ])
      return {
        members: people.map((p) => ({
          _id: p.id,
          name: p.name,
          email: p.email,
          role: p.role,
          since: p.since.toISOString(),
        })),
        invites: open.map((i) => ({
          _id: i.id,
          email: i.email,
          role: i.role === 'owner' ? 'manager' : i.role,
          expiresAt: i.expiresAt.toISOString(),
          createdAt: i.createdAt.toISOString(),
        })),
      }
    },

    /** Removes a member (not the owner, who would leave the dealer without one). */
    async remove(dealerId: string, userId: string): Promise<void> {
      const [gone] = await db
        .delete(dealerMembers)
        .where(
          and(
            eq(dealerMembers.dealerId, dealerId),
            eq(dealerMembers.userId, userId),
            sql`${dealerMembers.role} <> 'owner'`,
          ),
        )
        .returning({ userId: dealerMembers.userId })
      if (gone) return
      const [owner] = await db
        .select({ userId: dealerMembers.userId })
        .from(dealerMembers)
        .where(and(eq(dealerMembers.dealerId, dealerId), eq(dealerMembers.userId, userId)))
      if (owner) throw new Refusal(409, 'The owner cannot be removed: the dealer needs its owner')
      throw new Refusal(404, 'No such member')
    },

    /** Withdraws an invitation still open: its link stops working. */
    async revoke(dealerId: string, inviteId: string): Promise<void> {
      const [gone] = await db
        .delete(dealerInvites)
        .where(
          and(
            eq(dealerInvites.dealerId, dealerId),
            eq(dealerInvites.id, inviteId),
            isNull(dealerInvites.acceptedAt),
          ),
        )
        .returning({ id: dealerInvites.id })
      if (!gone) throw new Refusal(404, 'No such invitation')
    },
  }
}
export type DealerMembersService = ReturnType<typeof dealerMembersService>
