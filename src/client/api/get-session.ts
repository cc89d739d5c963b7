import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from './http'

// TODO(auth issue): move to a shared user schema once the server's auth module defines one.
export type SessionUser = {
  _id: string
  name: string
  email: string
  role: 'buyer' | 'seller' | 'admin'
}

export const getSession = (signal?: AbortSignal) =>
  apiFetch<{ user: SessionUser | null }>('/api/auth/me', { signal })

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: ['session'], queryFn: ({ signal }) => getSession(signal) })

/** The signed-in user, or null; a failed call counts as signed out. */
export function useSession() {
  const query = useQuery(sessionQueryOptions())
  return { user: query.data?.user ?? null, isPending: query.isPending }
}
