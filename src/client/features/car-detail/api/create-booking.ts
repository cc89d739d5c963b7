import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BookingCreated, NewBooking } from '#shared/bookings'
import { apiFetch } from '../../../api/http'
import { bookingsKey, carsKey } from '../../../api/query-keys'

/**
 * POST /api/bookings. Name, email and price come from the session and the car on the
 * server; a car someone else booked first answers 409 with the reason.
 */
export const createBooking = (booking: NewBooking) =>
  apiFetch<BookingCreated>('/api/bookings', {
    method: 'POST',
    json: booking,
  })

export function useCreateBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createBooking,
    // The buyer's orders gain a row, and the car is now Booked: it leaves the public lists.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsKey }),
        queryClient.invalidateQueries({ queryKey: carsKey }),
      ]),
  })
}
