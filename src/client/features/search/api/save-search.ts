import type { NewSavedSearch } from '#shared/saved-searches'
import { post } from '../../../api/api-call'
import { invalidate, useApiMutation } from '../../../api/api-mutation'
import { savedSearchesKey } from '../../../api/query-keys'

/** POST /api/saved-searches: this search, to be told of new cars that match it. */
export const saveSearch = (body: NewSavedSearch) =>
  post<{ _id: string }>('/api/saved-searches', body)

export const useSaveSearch = () => useApiMutation(saveSearch, invalidate(savedSearchesKey))
