import { useMutation } from '@tanstack/react-query'
import { apiFetch } from './http'

export const subscribeNewsletter = (email: string) =>
  apiFetch<{ subscribed: boolean }>('/api/newsletter', { method: 'POST', json: { email } })

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter })
