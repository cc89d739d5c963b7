import type { ContactInput, ContactSent } from '#shared/contact'
import { post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'

export const sendContact = (input: ContactInput) => post<ContactSent>('/api/contact', input)

/** Sends the Contact form's message to the admins (POST /api/contact). */
export const useSendContact = () => useApiMutation(sendContact)
