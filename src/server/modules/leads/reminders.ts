import { paths } from '#shared/paths'
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import type { LeadKind } from '#shared/leads'
import type { Db, Tx } from '../../db/client'
import { dealerMembers, dealers, leads, users } from '../../db/schema'
import type { NotificationsService } from '../notifications/service'
import type { LeadsService } from './service'

/** The job that sweeps the unanswered leads, every minute. */
export const LEAD_REMINDERS = 'leads.remind'
/** Leads reminded per batch; a sweep goes on while batches come back full. */
const BATCH = 100
/** A sweep's most batches: what is left waits for the next minute's. */
const MOST_BATCHES = 20

type Lead = typeof leads.$inferSelect

/**
 * Reminds a dealer of each lead nobody answered by its `remindAt` (answer-due.ts): one
 * notification, to the member the lead is assigned to, or to the dealer's owner when it is
 * assigned to nobody (or to someone who has since left). The lead is marked reminded in the
 * same transaction by an update that only an unreminded, unanswered lead passes, so two
 * processes sweeping at once remind it once, and a lead answered meanwhile not at all.
 */
export function leadReminders(
  db: Db,
  {
    due,
    notifications,
  }: {
    due: LeadsService['due']
    notifications: Pick<NotificationsService, 'notify'>
  },
) {
  /** Claims the lead and tells its recipient; false when another sweep or an answer won. */
  async function remind(id: string, now: Date) {
    return db.transaction(async (tx) => {
      const [lead] = await tx
        .update(leads)
        .set({ remindedAt: now })
        .where(and(eq(leads.id, id), isNull(leads.remindedAt), isNull(leads.firstResponseAt)))
        .returning()
      if (!lead) return false
      // A buyer who deleted their account can be answered by no one: marked, not told.
      if (!lead.buyerId) return true
      const to = await recipient(tx, lead)
      if (!to) return true
      const first = lead.buyerName.split(' ')[0]
      await notifications.notify(
        [
          {
            userId: to.userId,
            kind: 'lead.unanswered',
            title: `A lead is waiting: ${first} about the ${lead.carName}`,
            body:
              `${first} ${asked[lead.kind]} on ${when(lead.createdAt, to.timeZone)} and nobody ` +
              'has answered yet. Buyers go to whoever answers first.',
            link: paths.leads.to(),
          },
        ],
        tx,
      )
      return true
    })
  }

  /**
   * Reminds every lead due by `now`; how many it marked reminded. A lead whose reminder fails (a
   * database error) does not hold up the others: it stays due, and the sweep then fails, for
   * the job to be tried again.
   */
  return async function sweep(now = new Date()): Promise<number> {
    let reminded = 0
    let failure: unknown = null
    for (let batch = 0; batch < MOST_BATCHES; batch++) {
      const rows = await due(now, BATCH)
      let done = 0
      for (const row of rows) {
        try {
          if (await remind(row.id, now)) reminded++
          done++
        } catch (err) {
          failure ??= err
        }
      }
      // A short batch was the last; one where every lead failed would come back the same.
      if (rows.length < BATCH || done === 0) break
    }
    if (failure) throw failure
    return reminded
  }
}
export type LeadReminders = ReturnType<typeof leadReminders>

/**
 * Whom a lead's reminder goes to: its assignee while they are still a member of the dealer,
 * else the dealer's owner; nobody when neither has an account any more (a closed dealer).
 * With the dealer's time zone, to say when the lead came in its people's time.
 */
async function recipient(tx: Tx, lead: Lead) {
  const owner = eq(dealerMembers.role, 'owner')
  const assigned = lead.assigneeId && eq(dealerMembers.userId, lead.assigneeId)
  const [row] = await tx
    .select({ userId: dealerMembers.userId, hours: dealers.openingHours })
    .from(dealerMembers)
    .innerJoin(users, and(eq(users.id, dealerMembers.userId), isNull(users.deletedAt)))
    .innerJoin(dealers, eq(dealers.id, dealerMembers.dealerId))
    .where(and(eq(dealerMembers.dealerId, lead.dealerId), assigned ? or(assigned, owner) : owner))
    // The assignee before the owner.
    .orderBy(assigned ? sql`case when ${assigned} then 0 else 1 end` : dealerMembers.userId)
    .limit(1)
  return row ? { userId: row.userId, timeZone: row.hours?.timeZone ?? 'UTC' } : null
}

const asked: Record<LeadKind, string> = {
  message: 'wrote',
  test_drive: 'asked for a test drive',
  offer: 'made an offer',
  purchase: 'paid (the money is held)',
}

/** "Fri, Nov 27, 5:30 PM CST": when the lead came, on the dealer's clock (UTC without hours). */
function when(at: Date, timeZone: string) {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(at)
  try {
    return format(timeZone)
  } catch {
    return format('UTC')
  }
}
