import { useQuery } from '@tanstack/react-query'
import type { Booking } from '#shared/bookings'
import { apiPath } from '../../../api/api-call'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'
import { bookingsKey } from '../../../api/query-keys'

/** GET /api/bookings/{id}: the payment page's booking; 404 for anyone else's. */
export const getBooking = (id: string, signal?: AbortSignal) =>
  apiFetch<Booking>(apiPath`/api/bookings/${id}`, { signal })

export const bookingQueryOptions = (id: string) =>
  apiQuery([...bookingsKey, 'detail', id], (signal) => getBooking(id, signal))

export const useBooking = (id: string) => useQuery(bookingQueryOptions(id))
