import { z } from 'zod'
import { emailField } from './email'
import { carSchema, ratingSchema } from './cars'
import { openingHoursSchema } from './opening-hours'
import { adminNote, requiredText } from './text'

/**
 * Dealers (docs/api.md "Dealers"): an organisation selling many cars through several people. These
 * are the calls of the organisation itself: making one, its public page, its members and their
 * invitations, and an admin's check of its licence.
 */
export const dealerRoles = ['owner', 'manager', 'sales'] as const
export type DealerRole = (typeof dealerRoles)[number]
/** Who an owner may invite: there is one owner, the person who made the dealer. */
export const invitedRoles = ['manager', 'sales'] as const

const text = (label: string, max: number) =>
  requiredText(`${label} is required`, max, `Keep ${label.toLowerCase()} under ${max} characters`)
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${label.toLowerCase()} under ${max} characters`)
    .transform((s) => s || null)
    .nullish()

const dealerFields = {
  name: text('Name', 100),
  postalCode: z
    .string({ error: 'ZIP code is required' })
    .trim()
    .regex(/^\d{5}$/, 'Enter a 5-digit ZIP code'),
  city: text('City', 80),
  phone: z
    .string()
    .trim()
    .max(30, 'Keep the phone number under 30 characters')
    .regex(/^[+\d][\d ()./-]*$|^$/, 'Enter a phone number: digits, spaces, + ( ) - . /')
    .transform((s) => s || null)
    .nullish(),
  licenceNumber: optionalText('Licence number', 60),
}

/** POST /api/dealers */
export const newDealerSchema = z.object(dealerFields)
export type NewDealer = z.input<typeof newDealerSchema>

/** PATCH /api/dealers/{id}: only the fields sent change; null clears an optional one. */
export const dealerPatchSchema = z
  .object({
    ...dealerFields,
    crmEmail: emailField('Enter an e-mail address').nullable(),
    /** When its people answer buyers: an unanswered lead's reminder counts only these hours. */
    openingHours: openingHoursSchema.nullable(),
  })
  .partial()
export type DealerPatch = z.input<typeof dealerPatchSchema>

export const dealerIdSchema = z.uuid({ message: 'No such dealer' })
export const dealerCreatedSchema = z.object({ _id: z.string() })

/** The whole record, for its members. */
export const dealerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  postalCode: z.string(),
  city: z.string(),
  phone: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  crmEmail: z.string().nullable(),
  /** Null: none set, and a lead's reminder comes two hours after it, whatever the hour. */
  openingHours: openingHoursSchema.nullable(),
  /** An admin checked its licence. */
  verified: z.boolean(),
  memberSince: z.string(),
})
export type Dealer = z.infer<typeof dealerSchema>

/**
 * GET /api/dealers/{id}: the public dealer page. Of the record, only what anyone may see (never
 * its ZIP code, phone, licence number, CRM address or opening hours); then its rating, its
 * response time and its cars.
 */
export const publicDealerSchema = dealerSchema
  .pick({ _id: true, name: true, city: true, verified: true, memberSince: true })
  .extend({
    /** The reviews of its cars' sales (its owner's, who sells them). */
    rating: ratingSchema,
    /** How fast its people answer buyers (issue 38); null until then. */
    responseTime: z.object({ medianMinutes: z.number() }).nullable(),
    cars: z.array(carSchema),
  })
export type PublicDealer = z.infer<typeof publicDealerSchema>

/** GET /api/dealers/mine: the caller's dealer and role there, or nulls outside any. */
export const myDealerSchema = z.object({
  dealer: dealerSchema.nullable(),
  role: z.enum(dealerRoles).nullable(),
})
export type MyDealer = z.infer<typeof myDealerSchema>

/** POST /api/dealers/{id}/invites */
export const newInviteSchema = z.object({
  email: emailField('Enter an e-mail address').transform((e) => e.toLowerCase()),
  role: z.enum(invitedRoles, { error: 'Choose manager or sales' }),
})
export type NewInvite = z.input<typeof newInviteSchema>

export const inviteSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(invitedRoles),
  expiresAt: z.string(),
  createdAt: z.string(),
})
export type Invite = z.infer<typeof inviteSchema>

export const memberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(dealerRoles),
  since: z.string(),
})
export type Member = z.infer<typeof memberSchema>

/** GET /api/dealers/{id}/members: its people, and the invitations still open. */
export const membersSchema = z.object({
  members: z.array(memberSchema),
  invites: z.array(inviteSchema),
})
export type Members = z.infer<typeof membersSchema>

/** POST /api/dealer-invites/{token}/accept */
export const inviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'No such invitation')
export const joinedSchema = z.object({
  dealerId: z.string(),
  name: z.string(),
  role: z.enum(dealerRoles),
})
export type Joined = z.infer<typeof joinedSchema>

/** POST /api/admin/dealers/{id}/verify */
export const verifyDealerSchema = z.object({
  note: adminNote,
})
export const verifiedSchema = z.object({ _id: z.string(), verified: z.literal(true) })
