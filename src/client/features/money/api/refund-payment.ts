import type { AdminRefund } from '#shared/money'
import { apiPath, post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { invalidateMoney } from './invalidate-money'

/**
 * POST /api/admin/bookings/{id}/refund: part (`amount`, whole dollars) or all of a taken
 * payment goes back to the buyer; the seller's payout is reduced in the ledger.
 */
export const refundPayment = ({ id, refund }: { id: string; refund: AdminRefund }) =>
  post<unknown>(apiPath`/api/admin/bookings/${id}/refund`, refund)

export const useRefundPayment = () => useApiMutation(refundPayment, invalidateMoney)
