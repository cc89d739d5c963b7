import { useInfiniteQuery } from '@tanstack/react-query'
import type { OutboxItem } from '#shared/mail'
import { apiFetch } from '../../../api/http'
import { listQuery, moderationKey } from '../list-window'
import { adminListQuery } from './admin-list'

export const getOutbox = (offset: number, signal?: AbortSignal) =>
  apiFetch<OutboxItem[]>(`/api/admin/outbox?${listQuery({}, offset)}`, { signal })

export const outboxQueryOptions = () => adminListQuery([...moderationKey, 'outbox'], getOutbox)

/** Every e-mail the app queued, newest first, with whether it went. */
export const useOutbox = () => useInfiniteQuery(outboxQueryOptions())
