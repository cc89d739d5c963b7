import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Suggestion } from '#shared/search'
import { apiPath } from './api-call'
import { apiFetch } from './http'

/** Makes, models and body types that begin with the search text (GET /api/cars/suggest). */
export const useSuggestions = (q: string) =>
  useQuery({
    queryKey: ['car-suggestions', q],
    queryFn: ({ signal }) => apiFetch<Suggestion[]>(apiPath`/api/cars/suggest?q=${q}`, { signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
