import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { invalidateMoney } from './invalidate-money'

/** POST /api/admin/bookings/{id}/capture: a held payment is taken, the car sold. */
export const capturePayment = ({ id, note }: { id: string; note: string }) =>
  post<unknown>(apiPath`/api/admin/bookings/${id}/capture`, { note })

export const useCapturePayment = () => useApiMutation(capturePayment, invalidateMoney)
