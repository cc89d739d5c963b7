import { useQuery } from '@tanstack/react-query'
import type { Booking } from '#shared/bookings'
import { apiQuery } from './api-query'
import { apiFetch } from './http'
import { bookingsKey } from './query-keys'

// Shared by My Orders (every booking of the buyer) and the car page (the buyer's test drive of
// that car, in its banner).

/** GET /api/bookings: the signed-in person's own bookings. */
export const getMyBookings = (signal?: AbortSignal) =>
  apiFetch<Booking[]>('/api/bookings', { signal })

export const myBookingsQueryOptions = () => apiQuery([...bookingsKey, 'mine'], getMyBookings)

/** `enabled` false asks nothing: the car page asks only for a buyer. */
export const useMyBookings = (enabled = true) => useQuery({ ...myBookingsQueryOptions(), enabled })
