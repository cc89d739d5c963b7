import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type {
  Account,
  AccountDelete,
  AccountPatch,
  GoogleLink,
  PasswordChange,
  StatusResponse,
} from '#shared/accounts'
import { replaceSession, sessionQueryOptions } from '../../../api/get-session'
import { apiFetch } from '../../../api/http'
import { toast } from '../../../lib/toast'
import { paths } from '#shared/paths'

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: ['account'],
    queryFn: ({ signal }) => apiFetch<Account>('/api/account', { signal }),
  })

/** The signed-in person's profile and e-mail preferences. */
export const useAccount = () => useQuery(accountQueryOptions())

/** Changes the name or preferences; the navbar's name follows. */
export function useUpdateAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patch: AccountPatch) =>
      apiFetch<Account>('/api/account', { method: 'PATCH', json: patch }),
    onSuccess: async (account) => {
      queryClient.setQueryData(accountQueryOptions().queryKey, account)
      await queryClient.invalidateQueries(sessionQueryOptions())
    },
  })
}

/** A new password: every other device is signed out; this one stays. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: PasswordChange) =>
      apiFetch<{ token: string }>('/api/account/password', { method: 'POST', json: input }),
  })

/**
 * Deletes the account (after its password) and leaves for the home page signed out, the way
 * signing out does (api/log-out.ts): the leaving starts as the session empties, so the
 * dashboard's guard never sends the person to /login.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (input: AccountDelete) =>
      apiFetch<{ deleted: true }>('/api/account', { method: 'DELETE', json: input }),
    onSuccess: async () => {
      toast.success('Your account is deleted. Goodbye!')
      const signedOut = replaceSession(queryClient, null)
      await navigate(paths.home.to(), { flushSync: true })
      await signedOut
    },
  })
}

/** Sends the confirmation link again (to the account's own address). */
export const useSendVerification = () =>
  useMutation({
    mutationFn: (email: string) =>
      apiFetch<StatusResponse>('/api/auth/send-verification-email', {
        method: 'POST',
        json: { email },
      }),
  })

/** The one-click unsubscribe of an e-mail's link. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiFetch<{ kind: string }>(`/api/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
      }),
  })

/** After the password, where to sign in with Google so that it is linked to this account. */
export const useLinkGoogle = () =>
  useMutation({
    mutationFn: (input: GoogleLink) =>
      apiFetch<{ url: string }>('/api/account/google', { method: 'POST', json: input }),
    onSuccess: ({ url }) => window.location.assign(url),
  })
