import { apiPath } from '../../../api/api-call'
import { invalidate, useApiMutation } from '../../../api/api-mutation'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'
import { moderationKey } from '../list-window'

export type HiddenChange = { id: string; hidden: boolean; note: string }

export const setCarHidden = ({ id, hidden, note }: HiddenChange) =>
  apiFetch<{ done: true }>(apiPath`/api/admin/cars/${id}`, {
    method: 'PATCH',
    json: { hidden, note },
  })

/** Hides a listing (its seller told why) or shows it again: it leaves or rejoins the catalogue. */
export const useSetCarHidden = () =>
  useApiMutation(setCarHidden, invalidate(moderationKey, carsKey))
