import { and, asc, eq, isNull } from 'drizzle-orm'
import type { ContactInput } from '#shared/contact'
import type { Db } from '../../db/client'
import { cars, categories, dealers, users } from '../../db/schema'
import type { MailService } from '../mail/service'
import { ContactEmail } from '../mail/templates/contact'
import { renderEmail } from '../mail/templates/render'

/** The address inside `Name <address>` (MAIL_FROM), or the value itself. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from

/**
 * What the public pages need of the server beyond the catalogue: the Contact form's mail to
 * the admins, and the list of pages for the sitemap. Reads users, categories, dealers and cars
 * (owned by other modules) only to show them; writes nothing but the outbox, through mail.
 */
export function siteService(db: Db, { mail, mailFrom }: { mail: MailService; mailFrom: string }) {
  return {
    /**
     * Queues the message to every admin (docs/decisions/0076-public-pages-about-contact-legal-pages-sitemap-link-previews.md); with no admin
     * account, to the marketplace's own address (MAIL_FROM), so it still waits in the outbox.
     */
    async contact({ name, email, message }: Pick<ContactInput, 'name' | 'email' | 'message'>) {
      const admins = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
        .orderBy(asc(users.createdAt))
      const to = admins.length > 0 ? admins.map((a) => a.email) : [addressOf(mailFrom)]
      const { html, text } = await renderEmail(ContactEmail({ name, email, message }))
      const subject = `Contact form: ${name.replace(/\s+/g, ' ').slice(0, 80)}`
      return mail.queueMany(
        db,
        // Reply answers the visitor, not the marketplace.
        to.map((address) => ({
          to: address,
          subject,
          html,
          text,
          kind: 'contact',
          replyTo: email,
        })),
      )
    },

    /**
     * The categories, sellers and dealers a sitemap lists: every category, and every seller (not
     * deleted) and dealer with at least one Active car. No car: a car's page needs a signed-in
     * visitor.
     */
    async sitemapEntries() {
      const [categoryRows, sellerRows, dealerRows] = await Promise.all([
        db
          .select({ categoryId: categories.categoryId })
          .from(categories)
          .orderBy(asc(categories.position), asc(categories.categoryId)),
        db
          .selectDistinct({ id: users.id })
          .from(users)
          .innerJoin(cars, eq(cars.sellerId, users.id))
          .where(and(eq(cars.status, 'Active'), isNull(users.deletedAt)))
          .orderBy(asc(users.id)),
        db
          .selectDistinct({ id: dealers.id })
          .from(dealers)
          .innerJoin(cars, eq(cars.dealerId, dealers.id))
          .where(eq(cars.status, 'Active'))
          .orderBy(asc(dealers.id)),
      ])
      return {
        categoryIds: categoryRows.map((c) => c.categoryId),
        sellerIds: sellerRows.map((s) => s.id),
        dealerIds: dealerRows.map((d) => d.id),
      }
    },
  }
}
export type SiteService = ReturnType<typeof siteService>
