import type { PasswordReset, PasswordResetResponse } from '#shared/accounts'
import { post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'

export const resetPassword = (input: PasswordReset) =>
  post<PasswordResetResponse>('/api/auth/reset-password', input)

/** Sets a new password with the token of an e-mailed link; every session of the account ends. */
export const useResetPassword = () => useApiMutation(resetPassword)
