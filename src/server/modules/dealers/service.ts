import { and, desc, eq } from 'drizzle-orm'
import type { Dealer, DealerPatch, MyDealer, NewDealer, PublicDealer } from '#shared/dealers'
import type { SessionUser } from '../../auth/guards'
import type { Db } from '../../db/client'
import { cars, dealerMembers, dealers, postalCodes, users } from '../../db/schema'
import { databaseErrorCode, Refusal } from '../../errors'
import { carsWithSellers, toRating, toWireCar } from '../catalogue/wire-car'
import type { InventoryService } from '../inventory/service'
import type { AuditService } from '../moderation/audit'
import { liveOwner, ownerMembership } from './owner-join'

/** The most cars the public dealer page lists (the newest). */
export const DEALER_PAGE_CARS = 100

const ALREADY = 'You already belong to a dealer: one person works for one dealer'

type DealerRow = typeof dealers.$inferSelect

const toDealer = (d: DealerRow): Dealer => ({
  _id: d.id,
  name: d.name,
  postalCode: d.postalCode,
  city: d.city,
  phone: d.phone,
  licenceNumber: d.licenceNumber,
  crmEmail: d.crmEmail,
  openingHours: d.openingHours ?? null,
  verified: d.verifiedAt !== null,
  memberSince: d.createdAt.toISOString(),
})

/**
 * Dealer organisations (docs/api.md "Dealers"): making one (its maker is the owner, and their cars
 * become its stock in the same transaction), its public page, its record for its members, an
 * owner's edits and an admin's check of its licence. Members and invitations: members.ts.
 */
export function dealersService(
  db: Db,
  {
    audit,
    inventory,
    responseTime,
  }: {
    audit: Pick<AuditService, 'record'>
    /** The maker's cars become the new dealer's stock (inventory writes cars). */
    inventory: Pick<InventoryService, 'joinDealer'>
    /** The median time its people take to first answer a lead (the leads module). */
    responseTime: (dealerId: string) => Promise<{ medianMinutes: number } | null>
  },
) {
  async function knownZip(postalCode: string) {
    const [place] = await db
      .select({ zip: postalCodes.zip })
      .from(postalCodes)
      .where(eq(postalCodes.zip, postalCode))
    if (!place) {
      throw new Refusal(400, 'We don’t know this ZIP code: check it for a typo', 'body.postalCode')
    }
  }

  async function found(id: string): Promise<DealerRow> {
    const [d] = await db.select().from(dealers).where(eq(dealers.id, id))
    if (!d) throw new Refusal(404, 'No such dealer')
    return d
  }

  return {
    /** Makes a dealer owned by `seller`; their cars become its stock. Its id. */
    async create(input: NewDealer & { postalCode: string }, seller: SessionUser) {
      await knownZip(input.postalCode)
      try {
        return await db.transaction(async (tx) => {
          const [member] = await tx
            .select({ dealerId: dealerMembers.dealerId })
            .from(dealerMembers)
            .where(eq(dealerMembers.userId, seller.id))
          if (member) throw new Refusal(409, ALREADY)
          const [made] = await tx
            .insert(dealers)
            .values({
              name: input.name,
              postalCode: input.postalCode,
              city: input.city,
              phone: input.phone ?? null,
              licenceNumber: input.licenceNumber ?? null,
            })
            .returning({ id: dealers.id })
          await tx.insert(dealerMembers).values({
            dealerId: made!.id,
            userId: seller.id,
            role: 'owner',
          })
          // The owner sells the dealer's cars (payouts and bookings go to them): theirs already
          // are, and now they are the dealer's stock too.
          await inventory.joinDealer(tx, seller.id, made!.id)
          return made!.id
        })
      } catch (err) {
        // Two requests at once: the one-dealer-per-person index lets one through.
        if (databaseErrorCode(err) === '23505') throw new Refusal(409, ALREADY)
        throw err
      }
    },

    /** The public page: who it is, its owner's rating, and its cars for sale, newest first. */
    async page(id: string): Promise<PublicDealer> {
      const [row] = await db
        .select({
          dealer: dealers,
          ratingSum: users.ratingSum,
          ratingCount: users.ratingCount,
        })
        .from(dealers)
        .innerJoin(dealerMembers, ownerMembership)
        // A closed dealer (its owner deleted their account: leaving.ts) has no page.
        .innerJoin(users, liveOwner)
        .where(eq(dealers.id, id))
      if (!row) throw new Refusal(404, 'No such dealer')
      const stock = await carsWithSellers(db)
        .where(and(eq(cars.dealerId, id), eq(cars.status, 'Active')))
        .orderBy(desc(cars.createdAt), desc(cars.id))
        .limit(DEALER_PAGE_CARS)
      return {
        _id: row.dealer.id,
        name: row.dealer.name,
        city: row.dealer.city,
        verified: row.dealer.verifiedAt !== null,
        memberSince: row.dealer.createdAt.toISOString(),
        rating: toRating(row.ratingSum, row.ratingCount),
        responseTime: await responseTime(id),
        // A list the same for everyone: no seller's e-mail (maySeeSellerEmail, no viewer).
        cars: stock.map((r) => toWireCar(r, null)),
      }
    },

    /** The caller's dealer and their role there; nulls when they belong to none. */
    async mine(userId: string): Promise<MyDealer> {
      const [row] = await db
        .select({ dealer: dealers, role: dealerMembers.role })
        .from(dealerMembers)
        .innerJoin(dealers, eq(dealers.id, dealerMembers.dealerId))
        .where(eq(dealerMembers.userId, userId))
      return row ? { dealer: toDealer(row.dealer), role: row.role } : { dealer: null, role: null }
    },

    /**
     * The owner's edit: only the fields sent change. The admin verified this name and licence
     * number: a new one clears the verification (the answer's `verified` says so) until an admin
     * checks again; other fields keep it.
     */
    async update(id: string, patch: DealerPatch): Promise<Dealer> {
      if (patch.postalCode !== undefined) await knownZip(patch.postalCode)
      const before = await found(id)
      const unchecked =
        (patch.name !== undefined && patch.name !== before.name) ||
        (patch.licenceNumber !== undefined && patch.licenceNumber !== before.licenceNumber)
      const [d] = await db
        .update(dealers)
        .set({
          ...patch,
          ...(unchecked && { verifiedAt: null, verifiedNote: null }),
          updatedAt: new Date(),
        })
        .where(eq(dealers.id, id))
        .returning()
      if (!d) throw new Refusal(404, 'No such dealer')
      return toDealer(d)
    },

    /** An admin checked its licence: verified, audited in the same transaction. */
    async verify(id: string, note: string, admin: SessionUser) {
      const d = await found(id)
      const [owner] = await db
        .select({ id: dealerMembers.userId })
        .from(dealerMembers)
        .where(and(eq(dealerMembers.dealerId, id), eq(dealerMembers.role, 'owner')))
      await db.transaction(async (tx) => {
        await tx
          .update(dealers)
          .set({ verifiedAt: new Date(), verifiedNote: note || null, updatedAt: new Date() })
          .where(eq(dealers.id, id))
        // The audit log's targets are cars, people, messages and bookings: a dealer is its
        // owner's business, named in the label (docs/decisions/0094-dealers-the-organisation-its-people-its-page.md).
        await audit.record(
          tx,
          admin,
          'dealer.verify',
          { type: 'user', id: owner?.id ?? id, label: `Dealer ${d.name} (${d.id})` },
          note,
        )
      })
      return { _id: id, verified: true as const }
    },
  }
}
export type DealersService = ReturnType<typeof dealersService>
