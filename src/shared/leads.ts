import { z } from 'zod'

/**
 * Leads (docs/api.md "Leads"): every buyer action on a dealer's car, for the dealer's people to
 * follow up. One per action (a conversation's first message, a test-drive request, an offer, a
 * held payment), never one per message.
 */
export const leadKinds = ['message', 'test_drive', 'offer', 'purchase'] as const
export type LeadKind = (typeof leadKinds)[number]

export const leadStatuses = ['new', 'contacted', 'appointment', 'sold', 'lost'] as const
export type LeadStatus = (typeof leadStatuses)[number]

export const leadKindLabels: Record<LeadKind, string> = {
  message: 'Message',
  test_drive: 'Test drive',
  offer: 'Offer',
  purchase: 'Purchase',
}
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  appointment: 'Appointment',
  sold: 'Sold',
  lost: 'Lost',
}

/** How long a lead may wait for a first answer before its assignee (or the owner) is reminded. */
export const LEAD_ANSWER_WITHIN_MINUTES = 120
/** The window of the dealer page's median response time. */
export const RESPONSE_TIME_DAYS = 90

export const leadSchema = z.object({
  _id: z.string(),
  kind: z.enum(leadKinds),
  /** Null once the car is deleted: the lead keeps its name. */
  car: z.object({
    _id: z.string().nullable(),
    carName: z.string(),
    stockNumber: z.string().nullable(),
  }),
  /** E-mail and phone only where the buyer gave them in that action (a booking, a payment). */
  buyer: z.object({
    name: z.string(),
    email: z.string().optional(),
    phone: z.string().optional(),
  }),
  status: z.enum(leadStatuses),
  /** The member it is assigned to: their user id and name. */
  assignee: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  firstResponseAt: z.string().nullable(),
})
export type Lead = z.infer<typeof leadSchema>
export const leadListSchema = z.array(leadSchema)

export const leadIdSchema = z.uuid({ message: 'No such lead' })

/** GET /api/dealers/{id}/leads: `assignee` a member's id, or `none` for the unassigned. */
export const leadsQuerySchema = z.object({
  status: z.enum(leadStatuses, { error: 'Unknown lead status' }).optional(),
  assignee: z.string().trim().min(1).max(100).optional(),
  car: z.uuid({ message: 'Unknown car' }).optional(),
})
export type LeadsQuery = z.infer<typeof leadsQuerySchema>

/** PATCH /api/leads/{id}: `assignee` a member's user id, or null to unassign. */
export const leadPatchSchema = z
  .object({
    status: z.enum(leadStatuses, { error: 'Choose a lead status' }),
    assignee: z.string().trim().min(1, 'Choose a member').max(100).nullable(),
  })
  .partial()
  .refine((p) => p.status !== undefined || p.assignee !== undefined, {
    message: 'Send a status or an assignee',
  })
export type LeadPatch = z.infer<typeof leadPatchSchema>

/** GET /api/dealers/{id}/leads/assignees: the members a lead may be given to. */
export const assigneeListSchema = z.array(
  z.object({ _id: z.string(), name: z.string(), role: z.enum(['owner', 'manager', 'sales']) }),
)
export type Assignee = z.infer<typeof assigneeListSchema>[number]
