import { post } from './api-call'
import type { Subscribed } from '#shared/newsletter'

// A plain call, not a useMutation: the form sits in every page's footer, and TanStack's
// mutation observer would be first-load code for one rarely used button.
export const subscribeNewsletter = (email: string) => post<Subscribed>('/api/newsletter', { email })
