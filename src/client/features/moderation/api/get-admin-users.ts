import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { AdminUser } from '#shared/moderation'
import { apiFetch } from '../../../api/http'
import { listQuery, moderationKey, nextOffset } from '../list-window'
import type { UserFilters } from '../list-filters'

export const getAdminUsers = (filters: UserFilters, offset: number, signal?: AbortSignal) =>
  apiFetch<AdminUser[]>(`/api/admin/users?${listQuery(filters, offset)}`, { signal })

export const adminUsersQueryOptions = (filters: UserFilters) =>
  infiniteQueryOptions({
    queryKey: [...moderationKey, 'users', filters],
    queryFn: ({ pageParam, signal }) => getAdminUsers(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  })

/** Everyone with an account, newest first, by name or e-mail, role and state. */
export const useAdminUsers = (filters: UserFilters) =>
  useInfiniteQuery(adminUsersQueryOptions(filters))
