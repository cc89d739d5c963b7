import { z } from 'zod'
import { emailField } from './email'
import { fieldsNamed } from './fields'

/** The product's minimum (docs/security.md says why not ASVS's 12). */
export const MIN_PASSWORD_LENGTH = 6
export const roles = ['buyer', 'seller', 'admin'] as const
export type Role = (typeof roles)[number]
/** The roles a person may choose when signing up; admins are made from the shell. */
export const signupRoles = ['buyer', 'seller'] as const

// The sign-up form's messages, word for word.
export const signupSchema = z.object({
  firstName: z.string().trim().min(1, 'First Name is required').max(60),
  lastName: z.string().trim().min(1, 'Last Name is required').max(60),
  email: emailField('Email Address is required'),
  role: z.enum(signupRoles, { message: 'Type required' }),
  password: z
    .string()
    .min(1, 'Password is required')
    .min(MIN_PASSWORD_LENGTH, 'Password must be 6 characters or longer')
    .max(128, 'Password must be at most 128 characters'),
})
export type SignupInput = z.infer<typeof signupSchema>

export const loginSchema = z.object({
  email: emailField('Email is required'),
  password: z.string().min(1, 'Password is required').max(128),
})
export type LoginInput = z.infer<typeof loginSchema>

/** POST /api/auth/request-password-reset (docs/api.md "Account and e-mail"). */
export const passwordResetRequestSchema = z.object({ email: loginSchema.shape.email })
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>

/** POST /api/auth/reset-password: the token from the e-mailed link and the new password. */
export const passwordResetSchema = z.object({
  token: z.string().min(1, 'This reset link is incomplete').max(200),
  newPassword: signupSchema.shape.password,
})
export type PasswordReset = z.infer<typeof passwordResetSchema>

/** The auth library's answer to the two calls above (a reset adds the address, below). */
export const statusResponseSchema = z.object({ status: z.literal(true) })
export type StatusResponse = z.infer<typeof statusResponseSchema>

/** A reset's answer also names the account's address, for the login form that follows. */
export const passwordResetResponseSchema = statusResponseSchema.extend({
  email: z.string().nullable(),
})
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
})
export type User = z.infer<typeof userSchema>

/**
 * The signed-in person as GET /api/auth/me tells the app: with whether the address is confirmed
 * (unknown for a moment after signing in, until the app asks the server again).
 */
export const sessionUserSchema = userSchema.extend({ emailVerified: z.boolean().optional() })
export type SessionUserInfo = z.infer<typeof sessionUserSchema>
export const sessionSchema = z.object({ user: sessionUserSchema.nullable() })
export type Session = z.infer<typeof sessionSchema>
export const signupResponseSchema = z.object({ user: userSchema })
export type SignupResponse = z.infer<typeof signupResponseSchema>
export const loginResponseSchema = z.object({ token: z.string(), user: userSchema })
export type LoginResponse = z.infer<typeof loginResponseSchema>
export const logoutResponseSchema = z.object({ success: z.boolean() })
export type LogoutResponse = z.infer<typeof logoutResponseSchema>
/** Which outside sign-in methods are configured. */
export const providersSchema = z.object({ google: z.boolean() })
export type Providers = z.infer<typeof providersSchema>
/** POST /api/jwt: a token for the caller's own account, for API clients. */
export const tokenRequestSchema = z.object({ email: z.string().max(254) })
export const tokenResponseSchema = z.object({
  token: z.string(),
  user: z.object({ role: z.enum(roles) }),
})
/** GET /api/users/admin/{email} → `{isAdmin}`, /seller/{email} → `{isSeller}`. */
export const roleCheckSchema = z.record(z.string(), z.boolean())

export const listedUserSchema = userSchema.extend({ createdAt: z.string() })
export type ListedUser = z.infer<typeof listedUserSchema>
export const deleteUserResponseSchema = z.object({ deletedCount: z.number(), Name: z.string() })
export type DeleteUserResponse = z.infer<typeof deleteUserResponseSchema>

/**
 * The e-mails a person may turn off, each `true` while wanted (docs/api.md "Account and e-mail").
 */
export const emailKinds = ['bookings', 'messages', 'alerts', 'newsletter'] as const
export type EmailKind = (typeof emailKinds)[number]
export const emailPreferencesSchema = z.object(fieldsNamed(emailKinds, z.boolean()))
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>

/** GET /api/account. */
export const accountSchema = z.object({
  user: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.enum(roles),
    createdAt: z.string(),
    /** Whether the person can sign in with a password (a Google-only account cannot). */
    hasPassword: z.boolean(),
    /** Whether Google sign-in is linked to it. */
    hasGoogle: z.boolean(),
  }),
  notifications: emailPreferencesSchema,
})
export type Account = z.infer<typeof accountSchema>

// GET /api/account/export's schema is account-export.ts.

/** PATCH /api/account: any of these. */
export const accountPatchSchema = z.object({
  firstName: signupSchema.shape.firstName.optional(),
  lastName: signupSchema.shape.lastName.optional(),
  notifications: emailPreferencesSchema.partial().optional(),
})
export type AccountPatch = z.infer<typeof accountPatchSchema>

/** POST /api/account/password. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(128),
  newPassword: signupSchema.shape.password,
})
export type PasswordChange = z.infer<typeof passwordChangeSchema>

/** POST /api/account/google: the password, before linking Google; answers where to go. */
export const googleLinkSchema = z.object({
  password: z.string().min(1, 'Password is required').max(128),
})
export type GoogleLink = z.infer<typeof googleLinkSchema>
export const googleLinkResponseSchema = z.object({ url: z.string() })

/** DELETE /api/account. */
export const accountDeleteSchema = z.object({
  password: z.string().min(1, 'Password is required').max(128),
})
export type AccountDelete = z.infer<typeof accountDeleteSchema>
export const accountDeletedSchema = z.object({ deleted: z.literal(true) })

/** POST /api/unsubscribe?token=…: the one-click link of a non-essential e-mail. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(500) })
export const unsubscribedSchema = z.object({ kind: z.enum(emailKinds) })
