import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PhotoProgress } from '#shared/dealer-photos'
import { apiFetch } from '../../../api/http'

/** GET /api/dealers/{id}/photos/progress (owner, manager): the photos named by URL so far. */
export const getPhotoProgress = (dealerId: string, signal?: AbortSignal) =>
  apiFetch<PhotoProgress>(`/api/dealers/${encodeURIComponent(dealerId)}/photos/progress`, {
    signal,
  })

export const photoProgressQueryOptions = (dealerId: string) =>
  queryOptions({
    queryKey: ['dealers', dealerId, 'photos'] as const,
    queryFn: ({ signal }) => getPhotoProgress(dealerId, signal),
    // Fetched in the background: asked again every few seconds while some still wait.
    refetchInterval: (query) => ((query.state.data?.waiting ?? 1) > 0 ? 3_000 : false),
  })

export const usePhotoProgress = (dealerId: string) => useQuery(photoProgressQueryOptions(dealerId))
