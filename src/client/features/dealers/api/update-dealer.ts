import type { Dealer, DealerPatch } from '#shared/dealers'
import { apiPath } from '../../../api/api-call'
import { invalidate, useApiMutation } from '../../../api/api-mutation'
import { apiFetch } from '../../../api/http'
import { myDealerKey } from '../../../api/query-keys'

/** PATCH /api/dealers/{id} (owner): only the fields sent change. */
export const updateDealer = ({ id, patch }: { id: string; patch: DealerPatch }) =>
  apiFetch<Dealer>(apiPath`/api/dealers/${id}`, { method: 'PATCH', json: patch })

export const useUpdateDealer = () => useApiMutation(updateDealer, invalidate(myDealerKey))
