import { useQuery, type QueryClient } from '@tanstack/react-query'
import type { Session, User } from '#shared/accounts'
import { apiQuery } from './api-query'
import { apiFetch } from './http'

// Identity and role come only from the server's session, never from local storage
// (docs/spec-deviations.md).
export const getSession = (signal?: AbortSignal) => apiFetch<Session>('/api/auth/me', { signal })

export const sessionQueryOptions = () => apiQuery(['session'], getSession)

/** The signed-in user, or null; a failed call counts as signed out. */
export function useSession() {
  const query = useQuery(sessionQueryOptions())
  return { user: query.data?.user ?? null, isPending: query.isPending }
}

/**
 * For route loaders: the session's user once it is known, so that a loader only warms what that
 * user may see (a signed-out visitor's loader must not ask admin endpoints and collect 401s).
 */
export async function loadSessionUser(client: QueryClient): Promise<User | null> {
  try {
    return (await client.ensureQueryData(sessionQueryOptions())).user
  } catch {
    return null
  }
}

/**
 * Someone else (or nobody) is signed in now. What was fetched as the previous person goes; the
 * session takes the new user at once (guards and the navbar switch without a flash) and is then
 * confirmed by the server. Queries still fetching stay: removing one cancels its request.
 */
export async function replaceSession(client: QueryClient, user: User | null) {
  const { queryKey } = sessionQueryOptions()
  client.removeQueries({
    predicate: (query) => query.queryKey[0] !== queryKey[0] && query.state.fetchStatus === 'idle',
  })
  client.setQueryData(queryKey, { user })
  await client.invalidateQueries({ queryKey })
}
