import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Feed } from '#shared/dealer-import'
import { apiPath } from '../../../api/api-call'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'

export const feedsKey = (dealerId: string) => ['dealers', dealerId, 'feeds'] as const

/** GET /api/dealers/{id}/feeds (owner, manager): each feed with its last run. */
export const getFeeds = (dealerId: string, signal?: AbortSignal) =>
  apiFetch<Feed[]>(apiPath`/api/dealers/${dealerId}/feeds`, { signal })

export const feedsQueryOptions = (dealerId: string) =>
  queryOptions({
    ...apiQuery(feedsKey(dealerId), (signal) => getFeeds(dealerId, signal)),
    // A feed runs in the background: a running one is looked at again shortly.
    refetchInterval: (query) =>
      query.state.data?.some((f) => f.lastRun === null || f.lastRun.status === 'running')
        ? 3_000
        : false,
  })

export const useFeeds = (dealerId: string) => useQuery(feedsQueryOptions(dealerId))
