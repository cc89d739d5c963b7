import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SignupInput, SignupResponse } from '#shared/accounts'
import { replaceSession } from '../../../api/get-session'
import { apiFetch } from '../../../api/http'

export const signUp = (input: SignupInput) =>
  apiFetch<SignupResponse>('/api/auth/signup', { method: 'POST', json: input })

/** Creates the account and signs it in (the answer carries the session cookie). */
export function useSignUp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signUp,
    onSuccess: ({ user }) => replaceSession(queryClient, user),
  })
}
