import { apiPath, post } from '../../../api/api-call'
import { invalidate, useApiMutation } from '../../../api/api-mutation'
import { carsKey } from '../../../api/query-keys'

/** POST /api/admin/dealers/{id}/verify (admin): the licence was checked; audited. */
export const verifyDealer = ({ id, note }: { id: string; note: string }) =>
  post<{ _id: string; verified: true }>(apiPath`/api/admin/dealers/${id}/verify`, { note })

export const useVerifyDealer = () => useApiMutation(verifyDealer, invalidate(carsKey))
