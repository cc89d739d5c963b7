import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginInput, LoginResponse } from '#shared/accounts'
import { replaceSession } from '../../../api/get-session'
import { apiFetch } from '../../../api/http'

export const logIn = (input: LoginInput) =>
  apiFetch<LoginResponse>('/api/auth/login', { method: 'POST', json: input })

/** Signs in with email and password; the session cookie comes with the answer. */
export function useLogIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logIn,
    onSuccess: ({ user }) => replaceSession(queryClient, user),
  })
}
