import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type {
  Account,
  AccountDelete,
  AccountPatch,
  GoogleLink,
  PasswordChange,
  StatusResponse,
} from '#shared/accounts'
import { paths } from '#shared/paths'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { apiQuery } from '../../../api/api-query'
import { replaceSession, sessionQueryOptions } from '../../../api/get-session'
import { apiFetch } from '../../../api/http'
import { toast } from '../../../lib/toast'

export const accountQueryOptions = () =>
  apiQuery(['account'], (signal) => apiFetch<Account>('/api/account', { signal }))

/** The signed-in person's profile and e-mail preferences. */
export const useAccount = () => useQuery(accountQueryOptions())

/** Changes the name or preferences; the navbar's name follows. */
export const useUpdateAccount = () =>
  useApiMutation(
    (patch: AccountPatch) => apiFetch<Account>('/api/account', { method: 'PATCH', json: patch }),
    async (queryClient, account) => {
      queryClient.setQueryData(accountQueryOptions().queryKey, account)
      await queryClient.invalidateQueries(sessionQueryOptions())
    },
  )

/** A new password: every other device is signed out; this one stays. */
export const useChangePassword = () =>
  useApiMutation((input: PasswordChange) => post<{ token: string }>('/api/account/password', input))

/**
 * Deletes the account (after its password) and leaves for the home page signed out, the way
 * signing out does (api/log-out.ts): the leaving starts as the session empties, so the
 * dashboard's guard never sends the person to /login.
 */
export function useDeleteAccount() {
  const navigate = useNavigate()
  return useApiMutation(
    (input: AccountDelete) =>
      apiFetch<{ deleted: true }>('/api/account', { method: 'DELETE', json: input }),
    async (queryClient) => {
      toast.success('Your account is deleted. Goodbye!')
      const signedOut = replaceSession(queryClient, null)
      await navigate(paths.home.to(), { flushSync: true })
      await signedOut
    },
  )
}

/** Sends the confirmation link again (to the account's own address). */
export const useSendVerification = () =>
  useApiMutation((email: string) =>
    post<StatusResponse>('/api/auth/send-verification-email', { email }),
  )

/** The one-click unsubscribe of an e-mail's link. */
export const useUnsubscribe = () =>
  useApiMutation((token: string) =>
    post<{ kind: string }>(apiPath`/api/unsubscribe?token=${token}`),
  )

/** After the password, where to sign in with Google so that it is linked to this account. */
export const useLinkGoogle = () =>
  useApiMutation(
    (input: GoogleLink) => post<{ url: string }>('/api/account/google', input),
    (_, { url }) => window.location.assign(url),
  )
