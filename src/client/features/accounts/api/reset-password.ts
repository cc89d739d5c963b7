import { useMutation } from '@tanstack/react-query'
import type { PasswordReset, StatusResponse } from '#shared/accounts'
import { apiFetch } from '../../../api/http'

export const resetPassword = (input: PasswordReset) =>
  apiFetch<StatusResponse>('/api/auth/reset-password', { method: 'POST', json: input })

/** Sets a new password with the token of an e-mailed link; every session of the account ends. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
