import { useQuery } from '@tanstack/react-query'
import type { Booking } from '#shared/bookings'
import { apiQuery } from './api-query'
import { apiFetch } from './http'
import { bookingsKey } from './query-keys'

/** GET /api/seller/bookings (docs/decisions/0014-bookings-and-payment.md): bookings of the signed-in seller's cars. */
export const getSellerBookings = (signal?: AbortSignal) =>
  apiFetch<Booking[]>('/api/seller/bookings', { signal })

export const sellerBookingsQueryOptions = () =>
  apiQuery([...bookingsKey, 'seller'], getSellerBookings)

export const useSellerBookings = () => useQuery(sellerBookingsQueryOptions())
