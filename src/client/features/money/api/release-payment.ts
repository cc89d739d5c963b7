import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { invalidateMoney } from './invalidate-money'

/** POST /api/admin/bookings/{id}/release: a held payment goes back to the buyer. */
export const releasePayment = ({ id, note }: { id: string; note: string }) =>
  post<unknown>(apiPath`/api/admin/bookings/${id}/release`, { note })

export const useReleasePayment = () => useApiMutation(releasePayment, invalidateMoney)
