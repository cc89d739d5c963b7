import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { OutboxItem } from '#shared/mail'
import { apiFetch } from '../../../api/http'
import { listQuery, moderationKey, nextOffset } from '../list-window'

export const getOutbox = (offset: number, signal?: AbortSignal) =>
  apiFetch<OutboxItem[]>(`/api/admin/outbox?${listQuery({}, offset)}`, { signal })

export const outboxQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...moderationKey, 'outbox'],
    queryFn: ({ pageParam, signal }) => getOutbox(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  })

/** Every e-mail the app queued, newest first, with whether it went. */
export const useOutbox = () => useInfiniteQuery(outboxQueryOptions())
