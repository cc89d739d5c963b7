import type { PasswordResetRequest, StatusResponse } from '#shared/accounts'
import { post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'

export const requestPasswordReset = (input: PasswordResetRequest) =>
  post<StatusResponse>('/api/auth/request-password-reset', input)

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export const useRequestPasswordReset = () => useApiMutation(requestPasswordReset)
