import { paths } from '#shared/paths'
import { and, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  RESPONSE_TIME_DAYS,
  type Lead,
  type LeadKind,
  type LeadPatch,
  type LeadsQuery,
} from '#shared/leads'
import { DELETED_ACCOUNT } from '../../db/closed-accounts'
import type { Db, Tx } from '../../db/client'
import { cars, dealerMembers, dealers, leads, users } from '../../db/schema'
import { Refusal } from '../../errors'
import type { NotificationsService } from '../notifications/service'
import { answerDue } from './answer-due'

type Row = typeof leads.$inferSelect

/** A buyer's action on a car, as the module that took it tells it (in its transaction). */
export interface LeadAction {
  kind: LeadKind
  carId: string
  buyerId: string
  buyerName: string
  /** Only what the buyer gave in this action (a booking's form, a payment). */
  email?: string | null
  phone?: string | null
  /** What the buyer said or did, for the CRM: the message, the times asked, the amount. */
  comment: string
}

/** A new lead with what the dealer's CRM is sent about it (`crm.ts`, ADF XML). */
export interface CrmLead {
  lead: Row
  car: {
    carName: string
    modelYear: number | null
    make: string | null
    model: string | null
    vin: string | null
    stockNumber: string | null
    priceCents: number
  }
  dealer: { name: string; city: string; postalCode: string; phone: string | null }
  comment: string
  crmEmail: string
}

const assignee = alias(users, 'assignee')
/** The inbox shows a dealer's newest leads, this many; the CSV has them all. */
const INBOX_LIMIT = 1000

function toWire(r: { lead: Row; assigneeName: string | null }): Lead {
  const { lead } = r
  return {
    _id: lead.id,
    kind: lead.kind,
    car: { _id: lead.carId, carName: lead.carName, stockNumber: lead.stockNumber },
    buyer: {
      name: lead.buyerName,
      ...(lead.buyerEmail ? { email: lead.buyerEmail } : {}),
      ...(lead.buyerPhone ? { phone: lead.buyerPhone } : {}),
    },
    status: lead.status,
    assignee:
      lead.assigneeId && r.assigneeName ? { _id: lead.assigneeId, name: r.assigneeName } : null,
    createdAt: lead.createdAt.toISOString(),
    firstResponseAt: lead.firstResponseAt?.toISOString() ?? null,
  }
}

/**
 * Leads (docs/api.md "Leads"): written by the modules that take a buyer's action on a dealer's car,
 * in their transaction (`record`); answered when any of the dealer's people first answers that
 * buyer about that car (`answered`); worked by the dealer's people in their inbox. Each new
 * lead tells every member in the app (the inbox follows live) and, with `crmEmail` set, goes to
 * the dealer's CRM as ADF XML through the outbox (`crm`).
 */
export function leadsService(
  db: Db,
  {
    notifications,
    crm,
  }: {
    notifications: Pick<NotificationsService, 'notify'>
    crm: (tx: Tx, lead: CrmLead) => Promise<unknown>
  },
) {
  const select = () =>
    db
      .select({ lead: leads, assigneeName: assignee.name })
      .from(leads)
      .leftJoin(assignee, eq(assignee.id, leads.assigneeId))

  /** A member of `dealerId` (for an assignee), or a 400 naming the field. */
  async function memberOf(dealerId: string, userId: string) {
    const [m] = await db
      .select({ userId: dealerMembers.userId })
      .from(dealerMembers)
      .where(and(eq(dealerMembers.dealerId, dealerId), eq(dealerMembers.userId, userId)))
    if (!m) throw new Refusal(400, 'assignee: choose one of the dealer’s members')
  }

  return {
    /** Writes the lead of `action` when its car is a dealer's; nothing for a private seller's. */
    async record(tx: Tx, action: LeadAction) {
      const [car] = await tx
        .select({
          dealerId: cars.dealerId,
          carName: cars.name,
          modelYear: cars.modelYear,
          make: cars.make,
          model: cars.model,
          vin: cars.vin,
          stockNumber: cars.stockNumber,
          priceCents: cars.resalePriceCents,
          dealer: {
            name: dealers.name,
            city: dealers.city,
            postalCode: dealers.postalCode,
            phone: dealers.phone,
            crmEmail: dealers.crmEmail,
            openingHours: dealers.openingHours,
          },
        })
        .from(cars)
        .innerJoin(dealers, eq(dealers.id, cars.dealerId))
        .where(eq(cars.id, action.carId))
      if (!car?.dealerId) return
      const now = new Date()
      const [lead] = await tx
        .insert(leads)
        .values({
          dealerId: car.dealerId,
          kind: action.kind,
          carId: action.carId,
          carName: car.carName,
          stockNumber: car.stockNumber,
          buyerId: action.buyerId,
          buyerName: action.buyerName,
          buyerEmail: action.email || null,
          buyerPhone: action.phone || null,
          createdAt: now,
          remindAt: answerDue(now, car.dealer.openingHours),
        })
        .returning()
      const members = await tx
        .select({ userId: dealerMembers.userId })
        .from(dealerMembers)
        .where(eq(dealerMembers.dealerId, car.dealerId))
      const first = action.buyerName.split(' ')[0]
      await notifications.notify(
        members.map((m) => ({
          userId: m.userId,
          kind: 'lead.received' as const,
          title: `New lead: ${first} about the ${car.carName}`,
          body: `${first} ${leadVerb[action.kind]}. Answer soon: buyers go to whoever answers first.`,
          link: paths.leads.to(),
        })),
        tx,
      )
      const { crmEmail, openingHours: _hours, ...dealer } = car.dealer
      if (crmEmail) {
        const { dealerId: _d, dealer: _, ...facts } = car
        await crm(tx, { lead: lead!, car: facts, dealer, comment: action.comment, crmEmail })
      }
    },

    /**
     * One of the dealer's people answered `buyerId` about `carId` (a reply, a proposal, an
     * offer answer): their leads still unanswered have their first response, and new ones are
     * contacted. Nothing for a private seller's car.
     */
    async answered(tx: Tx, carId: string, buyerId: string) {
      const now = new Date()
      await tx
        .update(leads)
        .set({
          firstResponseAt: now,
          status: sql`case when ${leads.status} = 'new' then 'contacted' else ${leads.status} end`,
        })
        .where(
          and(eq(leads.carId, carId), eq(leads.buyerId, buyerId), isNull(leads.firstResponseAt)),
        )
    },

    /**
     * The dealer's leads, newest first, filtered by status, assignee (`none`) and car: the
     * newest `limit` (the inbox), or every one (null: the CSV).
     */
    async list(
      dealerId: string,
      query: LeadsQuery = {},
      limit: number | null = INBOX_LIMIT,
    ): Promise<Lead[]> {
      const where: (SQL | undefined)[] = [eq(leads.dealerId, dealerId)]
      if (query.status) where.push(eq(leads.status, query.status))
      if (query.assignee === 'none') where.push(isNull(leads.assigneeId))
      else if (query.assignee) where.push(eq(leads.assigneeId, query.assignee))
      if (query.car) where.push(eq(leads.carId, query.car))
      const rows = select()
        .where(and(...where))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .$dynamic()
      return (await (limit === null ? rows : rows.limit(limit))).map(toWire)
    },

    /** Whom the dealer's leads may be assigned to: its members, by name (no addresses). */
    async assignees(dealerId: string) {
      const rows = await db
        .select({ _id: users.id, name: users.name, role: dealerMembers.role })
        .from(dealerMembers)
        .innerJoin(users, eq(users.id, dealerMembers.userId))
        .where(eq(dealerMembers.dealerId, dealerId))
        .orderBy(users.name)
      return rows
    },

    /** The dealer a lead belongs to, or a 404. */
    async dealerOf(id: string): Promise<string> {
      const [row] = await db
        .select({ dealerId: leads.dealerId })
        .from(leads)
        .where(eq(leads.id, id))
      if (!row) throw new Refusal(404, 'Lead not found')
      return row.dealerId
    },

    /** A member moves the lead on or (un)assigns it; the lead as it now is. */
    async update(id: string, dealerId: string, patch: LeadPatch): Promise<Lead> {
      if (patch.assignee) await memberOf(dealerId, patch.assignee)
      const [row] = await db
        .update(leads)
        .set({
          ...(patch.status ? { status: patch.status } : {}),
          ...(patch.assignee !== undefined ? { assigneeId: patch.assignee } : {}),
        })
        .where(and(eq(leads.id, id), eq(leads.dealerId, dealerId)))
        .returning({ id: leads.id })
      if (!row) throw new Refusal(404, 'Lead not found')
      const [lead] = await select().where(eq(leads.id, id))
      return toWire(lead!)
    },

    /**
     * The median minutes from a lead to its first answer, over the leads of the last 90 days
     * that were answered; null when none was.
     */
    async responseTime(dealerId: string): Promise<{ medianMinutes: number } | null> {
      const since = new Date(Date.now() - RESPONSE_TIME_DAYS * 86_400_000)
      const [row] = await db
        .select({
          median: sql<
            number | null
          >`percentile_cont(0.5) within group (order by extract(epoch from ${leads.firstResponseAt} - ${leads.createdAt}))`,
        })
        .from(leads)
        .where(
          and(
            eq(leads.dealerId, dealerId),
            gte(leads.createdAt, since),
            sql`${leads.firstResponseAt} is not null`,
          ),
        )
      const median = row?.median
      return median === null || median === undefined
        ? null
        : { medianMinutes: Math.max(1, Math.round(Number(median) / 60)) }
    },

    /** The leads due a reminder by `now`: unanswered, not reminded yet. */
    async due(now: Date, limit = 100) {
      return db
        .select()
        .from(leads)
        .where(
          and(isNull(leads.firstResponseAt), isNull(leads.remindedAt), lte(leads.remindAt, now)),
        )
        .orderBy(leads.remindAt)
        .limit(limit)
    },

    /** Forgets a deleted buyer: their leads keep the action, not who they were. */
    async forgetBuyer(tx: Tx, userId: string) {
      await tx
        .update(leads)
        .set({ buyerId: null, buyerName: DELETED_ACCOUNT, buyerEmail: null, buyerPhone: null })
        .where(eq(leads.buyerId, userId))
    },
  }
}
export type LeadsService = ReturnType<typeof leadsService>

const leadVerb: Record<LeadKind, string> = {
  message: 'sent a first message',
  test_drive: 'asked for a test drive',
  offer: 'made an offer',
  purchase: 'paid; the money is held',
}
