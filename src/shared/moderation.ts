import { z } from 'zod'
import { carStatuses } from './car-options'
import { roles } from './accounts'
import { listWindowSchema } from './lists'
import {
  REPORT_DETAILS_MAX,
  caseReasons,
  caseTargets,
  reportReasons,
  reportTargets,
} from './report-options'
import { adminNote } from './text'

// docs/api.md "Operating the marketplace": reports, and the admin's tools.

export {
  caseReasons,
  caseTargets,
  reportReasonLabels,
  reportReasons,
  reportTargets,
  type ReportReason,
  type ReportTarget,
} from './report-options'

/**
 * `publish_listing`: a listing held for review by the checks goes on sale (docs/api.md "Trust and
 * safety").
 */
export const reportActions = ['dismiss', 'hide_listing', 'suspend_user', 'publish_listing'] as const
export type ReportAction = (typeof reportActions)[number]

/** POST /api/reports */
export const newReportSchema = z.object({
  targetType: z.enum(reportTargets, { message: 'targetType must be car, user or message' }),
  targetId: z.string().trim().min(1, 'Say what you report').max(100),
  reason: z.enum(reportReasons, { message: 'Choose a reason' }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, 'Keep the details under 1,000 characters')
    .optional()
    .default(''),
})
export type NewReport = z.input<typeof newReportSchema>
export const reportCreatedSchema = z.object({ _id: z.string() })

/** The reported thing as the admin sees it, with enough around it to judge. */
export const reportTargetSummarySchema = z.object({
  /** The listing's name, the person's name, or the message's words. */
  title: z.string(),
  /** One line of context: the seller of a listing, a person's e-mail and role, a message's car and sender. */
  context: z.string(),
  /** The app path that shows it, when it can still be seen. */
  link: z.string().nullable(),
  /** Who would be suspended ("suspend_user"): the person, a listing's seller, a message's sender. */
  userId: z.string().nullable(),
  /** A listing an admin has not hidden yet. */
  hideable: z.boolean(),
  /** A listing the checks hold for review: the admin may publish it (`publish_listing`). */
  publishable: z.boolean(),
  /** Gone since it was reported. */
  gone: z.boolean(),
})

export const reportSchema = z.object({
  _id: z.string(),
  targetType: z.enum(caseTargets),
  targetId: z.string(),
  target: reportTargetSummarySchema,
  reason: z.enum(caseReasons),
  details: z.string(),
  /** Who reported it; null when Wheelanes' own checks put it in the queue (`reason: 'check'`). */
  reporter: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  status: z.enum(['open', 'resolved']),
  action: z.enum(reportActions).nullable(),
  note: z.string(),
  resolvedAt: z.string().nullable(),
})
export type Report = z.infer<typeof reportSchema>

/** GET /api/admin/reports?status=open */
export const reportsQuerySchema = listWindowSchema.extend({
  status: z
    .enum(['open', 'resolved'], { message: 'status must be open or resolved' })
    .default('open'),
})

/** POST /api/admin/reports/{id}/resolve */
export const resolveReportSchema = z.object({
  action: z.enum(reportActions, { message: 'Choose what to do' }),
  /** What the person affected is told (required unless dismissing); kept in the audit log. */
  note: adminNote,
})
export type ResolveReport = z.input<typeof resolveReportSchema>
export const resolvedSchema = z.object({ resolved: z.number().int() })

/** POST /api/admin/users/{id}/suspend */
export const suspendSchema = z.object({
  note: z
    .string({ error: 'Say why' })
    .trim()
    .min(1, 'Say why: the person is told')
    .max(1000, 'Keep the note under 1,000 characters'),
})
export type SuspendInput = z.input<typeof suspendSchema>

/** The text an admin's list is searched for (`?q=`); left empty, the list is not narrowed. */
const adminSearchText = z.string().trim().max(100).optional().default('')

/** GET /api/admin/users?q&role&state */
export const adminUsersQuerySchema = listWindowSchema.extend({
  q: adminSearchText,
  role: z.enum(roles, { message: 'role must be buyer, seller or admin' }).optional(),
  state: z
    .enum(['suspended', 'active'], { message: 'state must be active or suspended' })
    .optional(),
})
export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  emailVerified: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspensionNote: z.string().nullable(),
  createdAt: z.string(),
  /** Their listings for sale or hidden. */
  listings: z.number().int(),
})
export type AdminUser = z.infer<typeof adminUserSchema>

/** GET /api/admin/cars?status&q */
export const adminCarsQuerySchema = listWindowSchema.extend({
  q: adminSearchText,
  status: z.enum(carStatuses, { message: 'Unknown status' }).optional(),
})
export const adminCarSchema = z.object({
  _id: z.string(),
  carName: z.string(),
  image: z.string(),
  resale_price: z.number(),
  status: z.enum(carStatuses),
  /** An admin hid it (its status is Hidden while it would otherwise be for sale). */
  hidden: z.boolean(),
  /** Its seller featured it: on FEATURED CARS while for sale (an admin may take it off). */
  featured: z.boolean(),
  seller: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    suspended: z.boolean(),
  }),
  createdAt: z.string(),
})
export type AdminCar = z.infer<typeof adminCarSchema>
/** PATCH /api/admin/cars/{id} */
export const hideCarSchema = z.object({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
  note: adminNote,
})
export type HideCarInput = z.input<typeof hideCarSchema>

export const auditActions = [
  'report.dismiss',
  'report.hide_listing',
  'report.suspend_user',
  'report.publish_listing',
  'car.hide',
  'car.unhide',
  'car.delete',
  'car.unfeature',
  'user.suspend',
  'user.unsuspend',
  'user.delete',
  'payment.release',
  'payment.capture',
  'payment.refund',
  'dealer.verify',
  // Not an admin's: a write a dealer's API key made (modules/dealers/api-keys.ts).
  'apikey.use',
] as const
export type AuditAction = (typeof auditActions)[number]

/** GET /api/admin/audit: newest first. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  admin: z.object({ _id: z.string(), name: z.string() }),
  action: z.enum(auditActions),
  target: z.object({ type: z.enum(caseTargets), _id: z.string(), label: z.string() }),
  note: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>
