import { z } from 'zod'
import { accountSchema, emailPreferencesSchema } from './accounts'
import { sides } from './bookings'
import { messageSchema } from './messages'
import { offerStatuses, offerStepSchema } from './offers'
import { caseReasons, caseTargets } from './report-options'
import { publishedReviewSchema } from './reviews'
import { savedSearchSchema } from './saved-searches'

// Apart from accounts.ts: the sign-up and account pages import that one, and need none of the
// schemas of messages, offers, saved searches and reviews this one brings in. Only the server
// reads it. Other people appear by first name only (docs/decisions/0087-the-data-export-holds-every-record.md).

/** What the caller had with someone about a car: its id while it exists, its name, both sides. */
const withSomeone = z.object({
  _id: z.string(),
  car_id: z.string().nullable(),
  car: z.string(),
  you: z.enum(sides),
  /** The other side's first name. */
  other: z.string(),
})

/** A conversation of the caller's, with every message. */
export const exportedConversationSchema = withSomeone.extend({
  createdAt: z.string(),
  /** Oldest first; `warning` only on those the caller received (as the app showed it). */
  messages: z.array(messageSchema),
})
export type ExportedConversation = z.infer<typeof exportedConversationSchema>

/** An offer the caller made or received, with its whole history. */
export const exportedOfferSchema = withSomeone.extend({
  askingPrice: z.number(),
  amount: z.number(),
  status: z.enum(offerStatuses),
  round: z.number(),
  history: z.array(offerStepSchema),
  reason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
})
export type ExportedOffer = z.infer<typeof exportedOfferSchema>

/** A report the caller filed: what, why, when, and when it was dealt with. */
export const exportedReportSchema = z.object({
  _id: z.string(),
  targetType: z.enum(caseTargets),
  targetId: z.string(),
  reason: z.enum(caseReasons),
  details: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
})
export type ExportedReport = z.infer<typeof exportedReportSchema>

/** Someone the caller blocked, by first name. */
export const exportedBlockSchema = z.object({ name: z.string(), createdAt: z.string() })
export type ExportedBlock = z.infer<typeof exportedBlockSchema>

/** GET /api/account/export: a JSON file of everything held about the caller. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: accountSchema.shape.user,
  emailPreferences: emailPreferencesSchema,
  /** A seller's listings. */
  cars: z.array(z.unknown()),
  /** The caller's test drives and purchases as the buyer. */
  bookings: z.array(z.unknown()),
  offers: z.array(exportedOfferSchema),
  conversations: z.array(exportedConversationSchema),
  savedSearches: z.array(savedSearchSchema),
  savedCars: z.array(z.unknown()),
  notifications: z.array(z.unknown()),
  /** Reviews the person wrote, shown or not yet. */
  reviews: z.array(z.unknown()),
  /** Reviews about the person, once shown (a review not yet shown is hidden from its subject). */
  reviewsAbout: z.array(publishedReviewSchema),
  reports: z.array(exportedReportSchema),
  blocks: z.array(exportedBlockSchema),
})
export type AccountExport = z.infer<typeof accountExportSchema>
