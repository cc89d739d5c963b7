import { useMutation } from '@tanstack/react-query'
import type { PasswordResetRequest, StatusResponse } from '#shared/accounts'
import { apiFetch } from '../../../api/http'

export const requestPasswordReset = (input: PasswordResetRequest) =>
  apiFetch<StatusResponse>('/api/auth/request-password-reset', { method: 'POST', json: input })

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
