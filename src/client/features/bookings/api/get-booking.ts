import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Booking } from '#shared/bookings'
import { apiFetch } from '../../../api/http'
import { bookingsKey } from '../../../api/query-keys'

/** GET /api/bookings/{id}: the payment page's booking; 404 for anyone else's. */
export const getBooking = (id: string, signal?: AbortSignal) =>
  apiFetch<Booking>(`/api/bookings/${encodeURIComponent(id)}`, { signal })

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...bookingsKey, 'detail', id],
    queryFn: ({ signal }) => getBooking(id, signal),
  })

export const useBooking = (id: string) => useQuery(bookingQueryOptions(id))
