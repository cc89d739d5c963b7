import { useQuery } from '@tanstack/react-query'
import type { Booking } from '#shared/bookings'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'
import { bookingsKey } from '../../../api/query-keys'

/** GET /api/bookings: the signed-in person's own bookings. */
export const getMyBookings = (signal?: AbortSignal) =>
  apiFetch<Booking[]>('/api/bookings', { signal })

export const myBookingsQueryOptions = () => apiQuery([...bookingsKey, 'mine'], getMyBookings)

export const useMyBookings = () => useQuery(myBookingsQueryOptions())
