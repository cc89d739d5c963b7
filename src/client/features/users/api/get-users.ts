import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListedUser } from '#shared/accounts'
import { apiFetch } from '../../../api/http'

/** The roles the admin lists; admins themselves are not listed. */
export type ListedRole = 'buyer' | 'seller'

export const getUsers = (role: ListedRole, signal?: AbortSignal) =>
  apiFetch<ListedUser[]>(`/api/users?role=${role}`, { signal })

/** Every users list; a deletion makes them all stale. */
export const usersKey = ['users'] as const

export const usersQueryOptions = (role: ListedRole) =>
  queryOptions({
    queryKey: [...usersKey, role],
    queryFn: ({ signal }) => getUsers(role, signal),
  })

export const useUsers = (role: ListedRole) => useQuery(usersQueryOptions(role))
