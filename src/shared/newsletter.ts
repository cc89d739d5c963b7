import { z } from 'zod'
import { emailField } from './email'

export const newsletterSchema = z.object({
  email: emailField('Enter your email address'),
})
export const subscribedSchema = z.object({ subscribed: z.literal(true) })
export type Subscribed = z.infer<typeof subscribedSchema>
