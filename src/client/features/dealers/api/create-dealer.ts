import type { NewDealer } from '#shared/dealers'
import { post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { carsKey, myDealerKey } from '../../../api/query-keys'

/** POST /api/dealers (seller): the caller becomes its owner; their cars its stock. */
export const createDealer = (input: NewDealer) => post<{ _id: string }>('/api/dealers', input)

export const useCreateDealer = () =>
  useApiMutation(createDealer, async (queryClient) => {
    await queryClient.invalidateQueries({ queryKey: myDealerKey })
    // The seller's cars now name the dealer.
    await queryClient.invalidateQueries({ queryKey: carsKey })
  })
