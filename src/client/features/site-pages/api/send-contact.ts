import { useMutation } from '@tanstack/react-query'
import type { ContactInput, ContactSent } from '#shared/contact'
import { apiFetch } from '../../../api/http'

export const sendContact = (input: ContactInput) =>
  apiFetch<ContactSent>('/api/contact', { method: 'POST', json: input })

/** Sends the Contact form's message to the admins (POST /api/contact). */
export function useSendContact() {
  return useMutation({ mutationFn: sendContact })
}
