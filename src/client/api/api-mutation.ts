import {
  useMutation,
  useQueryClient,
  type DefaultError,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'

/** What a call's success changes: given the query client, the answer and what was sent. */
type AfterSuccess<TData, TVariables> = (
  queryClient: QueryClient,
  data: TData,
  variables: TVariables,
) => unknown

/**
 * An API call as a mutation hook, the one way every api/ file writes it:
 * `export const useAcceptTime = () => useApiMutation(acceptTime, invalidateBookings)`.
 * A promise that `onSuccess` returns is awaited, as TanStack Query does: the mutation stays
 * pending until the queries it marks stale have been fetched again.
 */
export function useApiMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  onSuccess?: AfterSuccess<TData, TVariables>,
) {
  const queryClient = useQueryClient()
  return useMutation<TData, DefaultError, TVariables>({
    mutationFn,
    onSuccess: onSuccess && ((data, variables) => onSuccess(queryClient, data, variables)),
  })
}

/** A mutation's `onSuccess` that marks every query under these keys stale, all at once. */
export const invalidate =
  (...queryKeys: QueryKey[]) =>
  (queryClient: QueryClient) =>
    Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
