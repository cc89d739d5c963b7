import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NewDealer } from '#shared/dealers'
import { apiFetch } from '../../../api/http'
import { carsKey } from '../../../api/query-keys'
import { myDealerKey } from '../../../api/query-keys'

/** POST /api/dealers (seller): the caller becomes its owner; their cars its stock. */
export const createDealer = (input: NewDealer) =>
  apiFetch<{ _id: string }>('/api/dealers', { method: 'POST', json: input })

export function useCreateDealer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createDealer,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myDealerKey })
      // The seller's cars now name the dealer.
      await queryClient.invalidateQueries({ queryKey: carsKey })
    },
  })
}
