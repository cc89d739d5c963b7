import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { ListWindow } from '#shared/lists'
import {
  reportReasonLabels,
  type NewReport,
  type Report,
  type ReportAction,
} from '#shared/moderation'
import { paths } from '#shared/paths'
import type { SessionUser } from '../../auth/guards'
import type { Db, Tx } from '../../db/client'
import { reports, users } from '../../db/schema'
import { databaseErrorCode, Refusal } from '../../errors'
import type { BookingsService } from '../bookings/service'
import type { CatalogueService } from '../catalogue/service'
import type { InventoryService } from '../inventory/service'
import type { NewNotification, NotificationsService } from '../notifications/service'
import type { AuditService, AuditTarget } from './audit'
import { short, uuid, type reportTargets } from './report-targets'
import { hiddenNotice, LISTING_HIDDEN, sentence } from './sanctions'

/** What each resolution tells the people who reported it. */
const toldReporter: Record<ReportAction, string> = {
  dismiss: 'We looked into it and found nothing against our rules, so we left it as it is.',
  hide_listing: 'We looked into it and took the listing down.',
  suspend_user: 'We looked into it and suspended the account behind it.',
  publish_listing:
    'We looked into it and found nothing against our rules, so the listing is on sale.',
}

interface Deps {
  inventory: Pick<InventoryService, 'setHidden' | 'publishReviewed'>
  bookings: Pick<BookingsService, 'callOff'>
  notifications: Pick<NotificationsService, 'notify'>
  catalogue: Pick<CatalogueService, 'forget'>
  audit: AuditService
  targets: ReturnType<typeof reportTargets>
  /**
   * The users module's suspension, in this transaction and unaudited (the resolution is): handed
   * over by app.ts, as users imports this module's audit log.
   */
  suspendIn: SuspendIn
}

/** Suspends a person in `tx`; answers what they are to be told. */
export type SuspendIn = (
  tx: Tx,
  userId: string,
  note: string,
) => Promise<{ notice: NewNotification }>

/** Reports: a person makes one, the admin's queue lists them, and an admin resolves them. */
export function reportQueue(
  db: Db,
  { inventory, bookings, notifications, catalogue, audit, targets, suspendIn }: Deps,
) {
  const { summaries, checkTarget } = targets

  return {
    /** POST /api/reports: one open report per reporter and target. */
    async report(input: NewReport, me: SessionUser): Promise<string> {
      await checkTarget(input, me)
      try {
        const [row] = await db
          .insert(reports)
          .values({
            targetType: input.targetType,
            targetId: input.targetId,
            reason: input.reason,
            details: input.details ?? '',
            reporterId: me.id,
          })
          .returning({ id: reports.id })
        return row!.id
      } catch (err) {
        if (databaseErrorCode(err) === '23505') {
          throw new Refusal(409, 'You have reported this already: an admin will look at it soon')
        }
        throw err
      }
    },

    /** The queue: open reports oldest first, or resolved ones latest first. */
    async reports(status: 'open' | 'resolved', { limit, offset }: ListWindow): Promise<Report[]> {
      const open = status === 'open'
      const rows = await db
        .select({ report: reports, name: users.name, email: users.email })
        .from(reports)
        .leftJoin(users, eq(users.id, reports.reporterId))
        .where(open ? isNull(reports.resolvedAt) : isNotNull(reports.resolvedAt))
        .orderBy(
          ...(open
            ? [asc(reports.createdAt), asc(reports.id)]
            : [desc(reports.resolvedAt), desc(reports.id)]),
        )
        .limit(limit)
        .offset(offset)
      const targetOf = await summaries(
        rows.map(({ report: r }) => ({ type: r.targetType, id: r.targetId })),
      )
      return rows.map(({ report: r, name, email }) => ({
        _id: r.id,
        targetType: r.targetType,
        targetId: r.targetId,
        target: targetOf(r.targetType, r.targetId),
        reason: r.reason,
        details: r.details,
        reporter: r.reporterId ? { _id: r.reporterId, name: name ?? '', email: email ?? '' } : null,
        createdAt: r.createdAt.toISOString(),
        status: r.resolvedAt ? 'resolved' : 'open',
        action: r.action,
        note: r.note,
        resolvedAt: r.resolvedAt?.toISOString() ?? null,
      }))
    },

    /**
     * Resolves a report, and every other open report of the same thing, with one action; each
     * reporter is told, and so is whoever the action touches (with the note). How many
     * reports it resolved.
     */
    async resolve(id: string, action: ReportAction, note: string, admin: SessionUser) {
      if (action !== 'dismiss' && !note) {
        throw new Refusal(400, 'Write a note: the person affected is told why')
      }
      const resolved = await db.transaction(async (tx) => {
        const [report] = uuid.test(id)
          ? await tx.select().from(reports).where(eq(reports.id, id)).for('update')
          : []
        if (!report) throw new Refusal(404, 'Report not found')
        if (report.resolvedAt) throw new Refusal(409, 'This report is resolved already')
        const summary = (await summaries([{ type: report.targetType, id: report.targetId }], tx))(
          report.targetType,
          report.targetId,
        )
        const target: AuditTarget = {
          type: report.targetType,
          id: report.targetId,
          label: summary.title,
        }
        const tell: NewNotification[] = []
        if (action === 'dismiss' && summary.publishable) {
          throw new Refusal(409, 'This listing is held for review: publish it or hide it')
        }
        if (action === 'publish_listing') {
          if (!summary.publishable) throw new Refusal(409, 'This listing is not held for review')
          const car = await inventory.publishReviewed(tx, report.targetId)
          if (!car) throw new Refusal(404, 'Car not found')
          tell.push({
            userId: car.sellerId,
            kind: 'listing.published',
            title: `Your listing ${car.name} is live`,
            body: `We checked your listing and it is now on sale.${note ? ` ${sentence(note)}` : ''}`,
            link: paths.car.to(car.id),
          })
        }
        if (action === 'hide_listing') {
          if (!summary.hideable) {
            throw report.targetType === 'car' && !summary.gone
              ? new Refusal(409, 'This listing is hidden already')
              : new Refusal(400, 'Only a listing can be hidden')
          }
          const car = await inventory.setHidden(tx, report.targetId, true)
          if (!car) throw new Refusal(404, 'Car not found')
          await bookings.callOff(tx, { carId: car.id }, LISTING_HIDDEN)
          tell.push(hiddenNotice(car, note))
        }
        if (action === 'suspend_user') {
          if (!summary.userId) throw new Refusal(400, 'Nobody is behind this any more')
          if (summary.userId === admin.id) throw new Refusal(403, 'You cannot suspend yourself')
          tell.push((await suspendIn(tx, summary.userId, note)).notice)
        }
        const all = await tx
          .update(reports)
          .set({ resolvedAt: new Date(), action, note })
          .where(
            and(
              eq(reports.targetType, report.targetType),
              eq(reports.targetId, report.targetId),
              isNull(reports.resolvedAt),
            ),
          )
          .returning({ reporterId: reports.reporterId, reason: reports.reason })
        for (const r of all) {
          if (!r.reporterId) continue
          tell.push({
            userId: r.reporterId,
            kind: 'report.resolved',
            title: 'Your report was looked at',
            body: `You reported “${short(summary.title, 80)}” (${reportReasonLabels[r.reason].toLowerCase()}). ${toldReporter[action]} Thank you for helping keep Wheelanes safe.`,
            link: summary.link && action === 'dismiss' ? summary.link : paths.home.to(),
          })
        }
        await audit.record(tx, admin, `report.${action}`, target, note)
        await notifications.notify(tell, tx)
        return all.length
      })
      catalogue.forget()
      return resolved
    },
  }
}
