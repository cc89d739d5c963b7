import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { AuditEntry } from '#shared/moderation'
import { apiFetch } from '../../../api/http'
import { listQuery, moderationKey, nextOffset } from '../list-window'

export const getAudit = (offset: number, signal?: AbortSignal) =>
  apiFetch<AuditEntry[]>(`/api/admin/audit?${listQuery({}, offset)}`, { signal })

export const auditQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...moderationKey, 'audit'],
    queryFn: ({ pageParam, signal }) => getAudit(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  })

/** What the admins did, newest first. */
export const useAudit = () => useInfiniteQuery(auditQueryOptions())
