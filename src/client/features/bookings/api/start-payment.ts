import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PaymentStart } from '#shared/bookings'
import { apiPath } from '../../../api/api-call'
import { apiQuery } from '../../../api/api-query'
import { apiFetch } from '../../../api/http'

/**
 * POST /api/bookings/{id}/payment: which provider takes the payment and its client
 * secret. A POST, but it is safe to repeat (the server hands back the same intent), so the page
 * reads it like any other data. Keyed apart from 'bookings' on purpose: paying invalidates the
 * bookings, and asking again for a paid booking's payment would be refused with 409.
 */
export const startPayment = (bookingId: string, signal?: AbortSignal) =>
  apiFetch<PaymentStart>(apiPath`/api/bookings/${bookingId}/payment`, {
    method: 'POST',
    signal,
  })

export const paymentQueryOptions = (bookingId: string) =>
  queryOptions({
    ...apiQuery(['payment', bookingId], (signal) => startPayment(bookingId, signal)),
    // The intent stays valid until it is paid; there is nothing newer to fetch.
    staleTime: Infinity,
  })

/** For a pending booking only: the payment page mounts its form for nothing else. */
export const useStartPayment = (bookingId: string) => useQuery(paymentQueryOptions(bookingId))
