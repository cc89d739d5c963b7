import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PhotoProgress } from '#shared/dealer-photos'
import { apiPath } from '../../../api/api-call'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'

/** GET /api/dealers/{id}/photos/progress (owner, manager): the photos named by URL so far. */
export const getPhotoProgress = (dealerId: string, signal?: AbortSignal) =>
  apiFetch<PhotoProgress>(apiPath`/api/dealers/${dealerId}/photos/progress`, { signal })

export const photoProgressQueryOptions = (dealerId: string) =>
  queryOptions({
    ...apiQuery(['dealers', dealerId, 'photos'] as const, (signal) =>
      getPhotoProgress(dealerId, signal),
    ),
    // Fetched in the background: asked again every few seconds while some still wait.
    refetchInterval: (query) => ((query.state.data?.waiting ?? 1) > 0 ? 3_000 : false),
  })

export const usePhotoProgress = (dealerId: string) => useQuery(photoProgressQueryOptions(dealerId))
