import { useInfiniteQuery } from '@tanstack/react-query'
import type { AuditEntry } from '#shared/moderation'
import { apiFetch } from '../../../api/http'
import { listQuery, moderationKey } from '../list-window'
import { adminListQuery } from './admin-list'

export const getAudit = (offset: number, signal?: AbortSignal) =>
  apiFetch<AuditEntry[]>(`/api/admin/audit?${listQuery({}, offset)}`, { signal })

export const auditQueryOptions = () => adminListQuery([...moderationKey, 'audit'], getAudit)

/** What the admins did, newest first. */
export const useAudit = () => useInfiniteQuery(auditQueryOptions())
