import { z } from 'zod'
import { emailField } from './email'
import { requiredText } from './text'

/**
 * POST /api/contact: a message for the marketplace's admins (docs/api.md "Operating the
 * marketplace").
 */
export const contactSchema = z.object({
  name: requiredText('Enter your name', 100, 'Keep your name under 100 characters'),
  email: emailField('Enter your email address'),
  message: z
    .string({ error: 'Write your message' })
    .trim()
    .min(10, 'Write at least 10 characters')
    .max(5000, 'Keep your message under 5,000 characters'),
  /** A field people never see: a form that fills it is a robot's (answered as sent, dropped). */
  website: z.string().max(200).optional(),
})
export type ContactInput = z.input<typeof contactSchema>
export const contactSentSchema = z.object({ sent: z.literal(true) })
export type ContactSent = z.infer<typeof contactSentSchema>
