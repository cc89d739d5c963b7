import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { dealerApiKeys, dealerFeeds, dealerInvites, dealerMembers, dealers } from '../../db/schema'
import type { InventoryService } from '../inventory/service'

/**
 * A person's account is deleted (modules/users, in its transaction): they leave their dealer.
 * An owner's deletion closes the dealer, since its cars are sold in the owner's name and
 * nobody else may act for it: its API keys are revoked, its feeds and open invitations removed,
 * its other members leave, and its cars not sold or booked are withdrawn (Hidden, kept, as an
 * import withdraws them). A dealer whose owner is deleted is closed: stock.ts refuses it (409),
 * its public page is 404. The dealer's row, its owner's membership and its cars stay on record.
 */
export function dealerLeaving({
  inventory,
}: {
  inventory: Pick<InventoryService, 'withdrawDealerCars'>
}) {
  return {
    async personDeleted(tx: Tx, userId: string) {
      const [member] = await tx
        .select({ dealerId: dealerMembers.dealerId, role: dealerMembers.role })
        .from(dealerMembers)
        .where(eq(dealerMembers.userId, userId))
      if (!member) return
      if (member.role !== 'owner') {
        await tx.delete(dealerMembers).where(eq(dealerMembers.userId, userId))
        return
      }
      const { dealerId } = member
      // The dealer's row first, as a key's creation locks it: no key is made after the revoke.
      await tx
        .select({ id: dealers.id })
        .from(dealers)
        .where(eq(dealers.id, dealerId))
        .for('update')
      await tx
        .update(dealerApiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(dealerApiKeys.dealerId, dealerId), isNull(dealerApiKeys.revokedAt)))
      await tx.delete(dealerFeeds).where(eq(dealerFeeds.dealerId, dealerId))
      await tx
        .delete(dealerInvites)
        .where(and(eq(dealerInvites.dealerId, dealerId), isNull(dealerInvites.acceptedAt)))
      // The owner's own row stays: the dealer's cars are still sold in their name (receipts,
      // payouts), and it is how a closed dealer is known: its owner is deleted.
      await tx
        .delete(dealerMembers)
        .where(and(eq(dealerMembers.dealerId, dealerId), ne(dealerMembers.role, 'owner')))
      // Every car, as a snapshot that lists none: Booked and Sold keep their status.
      await inventory.withdrawDealerCars(tx, dealerId, [])
    },
  }
}
export type DealerLeaving = ReturnType<typeof dealerLeaving>
