import { QueryClient } from '@tanstack/react-query'
import { isClientError } from './http'

/**
 * TanStack Query's defaults already are the numbers we want (3 retries, delay from
 * 1000 ms doubling up to 30000 ms, 5 minutes of cache), so those are not restated. Changed:
 * - a 4xx answer will not change by asking again: no retry;
 * - route loaders start each page's queries just before the page mounts, so the mount must not
 *   ask a second time: data stays fresh for 30 s, and a query that has just failed is not
 *   retried on mount (the page offers "Try again").
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => !isClientError(error) && failureCount < 3,
      staleTime: 30_000,
      retryOnMount: false,
    },
  },
})
