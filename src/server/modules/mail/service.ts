import { desc, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { OutboxItem } from '#shared/mail'
import type { ListWindow } from '#shared/lists'
import type { Db, Tx } from '../../db/client'
import { outbox } from '../../db/schema'
import { insertMany } from '../../db/insert-many'
import { notificationPart, type NotificationMail } from './templates/notification'
import type { Jobs } from '../../jobs/jobs'

export type Mail = {
  to: string
  subject: string
  text: string
  /** What it is about: `password-reset`, `booking.requested` ... */
  kind: string
  /** Non-essential mail: where one click unsubscribes (List-Unsubscribe, RFC 8058). */
  unsubscribeUrl?: string
  /** An iCalendar event, attached as `test-drive.ics`. */
  calendar?: string
  /** Where the reader's Reply goes: the Contact form's sender. */
  replyTo?: string
  /** A file sent along (a lead's ADF XML for a dealer's CRM); dropped once sent. */
  attachment?: { filename: string; contentType: string; content: string }
} & (
  | { html: string }
  /** A notification's e-mail: its words, put into the notification frame when it is sent. */
  | { notice: NotificationMail }
  /** Text alone, for a program to read (a lead's ADF XML for a dealer's CRM): no HTML part. */
  | { html?: undefined; notice?: undefined }
)

const DELIVER = 'mail.deliver'

/**
 * Mail whose words are the reader's alone (docs/api.md "Trust and safety"): links that sign in,
 * reset or confirm, and the text of private messages. The admin's Outbox never shows their
 * body; a new kind of security e-mail belongs here.
 */
export const PRIVATE_KINDS: ReadonlySet<string> = new Set([
  'password-reset',
  'email-verification',
  'password-changed',
  'message.received',
  // Its link joins a dealer: for the invited address alone (modules/dealers).
  'dealer.invite',
  // A lead's ADF XML for a dealer's CRM: the buyer's name, e-mail, phone and words.
  'lead.adf',
])

/**
 * The outbox (docs/decisions/0041-e-mail-through-an-outbox.md): `queue` writes a mail in the
 * transaction of the change causing it, with the job that delivers it, so a change that rolls
 * back sends nothing and a crash after the commit loses nothing. Without SMTP_URL mail is kept
 * and not sent.
 */
export async function mailService(
  db: Db,
  jobs: Jobs,
  {
    smtpUrl,
    from,
    log,
    retryDelaySeconds = 30,
  }: {
    smtpUrl?: string
    from: string
    log: FastifyBaseLogger
    /** The wait before the first retry; it doubles each time (8 retries: about 2 hours). */
    retryDelaySeconds?: number
  },
) {
  // A few connections kept open and reused: a new SMTP connection for every mail costs more
  // than the mail (docs/performance.md "Outbox").
  const transport = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 2 })
    : undefined

  async function deliver(id: string) {
    const [mail] = await db.select().from(outbox).where(eq(outbox.id, id))
    // Already sent (a retry after the SMTP server took it): never twice.
    if (!mail || mail.sentAt || !transport) return
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html:
          mail.html ??
          (mail.notice
            ? await notificationPart(mail.notice as NotificationMail, 'html')
            : undefined),
        // The same id on every try, so a receiver can tell a repeat.
        messageId: `<${mail.id}@wheelanes>`,
        ...(mail.calendar
          ? { icalEvent: { filename: 'test-drive.ics', method: 'PUBLISH', content: mail.calendar } }
          : {}),
        ...(mail.attachment ? { attachments: [mail.attachment] } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        headers: mail.unsubscribeUrl
          ? {
              'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : {},
      })
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      await db.update(outbox).set({ error: message }).where(eq(outbox.id, id))
      log.warn({ mail: id, kind: mail.kind, err: message }, 'mail not delivered yet')
      throw err
    }
    // Delivered: the body is the reader's now, and no longer kept (nor its unsubscribe token).
    await db
      .update(outbox)
      .set({
        sentAt: new Date(),
        error: null,
        text: '',
        html: null,
        notice: null,
        calendar: null,
        attachment: null,
        replyTo: null,
        unsubscribeUrl: null,
      })
      .where(eq(outbox.id, id))
  }
  await jobs.handle<{ id: string }>(DELIVER, ({ data }) => deliver(data.id), {
    retryLimit: 8,
    retryDelaySeconds,
  })

  /** Writes mails to the outbox in `tx` in one statement, with their deliveries; their ids. */
  async function queueMany(tx: Db | Tx, mails: Mail[]): Promise<string[]> {
    if (mails.length === 0) return []
    const rows = await insertMany(tx, outbox, mails, { returning: ['id'] })
    if (transport) await jobs.sendMany(DELIVER, rows, { tx })
    return rows.map((r) => r.id)
  }

  /** Writes `mail` to the outbox in `tx`, with its delivery; returns its id. */
  const queue = async (tx: Db | Tx, mail: Mail) => (await queueMany(tx, [mail]))[0]!

  return {
    queue,
    queueMany,

    /** Writes `mail` and its delivery in a transaction of its own (no other change with it). */
    send(mail: Mail): Promise<string> {
      return db.transaction((tx) => queue(tx, mail))
    },

    /**
     * Newest first, for the admin: who, what about and whether it went. The body only of mail
     * still waiting that is not private; a sent mail's was dropped (older rows may keep one).
     */
    async list({ limit, offset }: ListWindow): Promise<OutboxItem[]> {
      const rows = await db
        .select({
          id: outbox.id,
          to: outbox.to,
          subject: outbox.subject,
          kind: outbox.kind,
          text: outbox.text,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
          error: outbox.error,
        })
        .from(outbox)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(limit)
        .offset(offset)
      return rows.map((m) => ({
        _id: m.id,
        to: m.to,
        subject: m.subject,
        kind: m.kind,
        text: m.sentAt || PRIVATE_KINDS.has(m.kind) ? null : m.text,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
        error: m.error,
      }))
    },

    close: () => transport?.close(),
  }
}
export type MailService = Awaited<ReturnType<typeof mailService>>
