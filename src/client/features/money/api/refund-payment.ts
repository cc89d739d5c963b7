import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminRefund } from '#shared/money'
import { apiFetch } from '../../../api/http'
import { invalidateMoney } from './invalidate-money'

/**
 * POST /api/admin/bookings/{id}/refund: part (`amount`, whole dollars) or all of a taken
 * payment goes back to the buyer; the seller's payout is reduced in the ledger.
 */
export const refundPayment = ({ id, refund }: { id: string; refund: AdminRefund }) =>
  apiFetch<unknown>(`/api/admin/bookings/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    json: refund,
  })

export function useRefundPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () => invalidateMoney(queryClient),
  })
}
