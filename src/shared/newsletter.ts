import { z } from 'zod'

export const newsletterSchema = z.object({
  email: z
    .string({ error: 'Enter your email address' })
    .trim()
    .min(1, 'Enter your email address')
    .max(254, 'That email address is too long')
    .pipe(z.email('Enter a valid email address')),
})
export const subscribedSchema = z.object({ subscribed: z.literal(true) })
export type Subscribed = z.infer<typeof subscribedSchema>
