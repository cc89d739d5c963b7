import type { BookingCreated, NewBooking } from '#shared/bookings'
import { post } from '../../../api/api-call'
import { invalidate, useApiMutation } from '../../../api/api-mutation'
import { bookingsKey, carsKey } from '../../../api/query-keys'

/**
 * POST /api/bookings. Name, email and price come from the session and the car on the
 * server; a car someone else booked first answers 409 with the reason.
 */
export const createBooking = (booking: NewBooking) => post<BookingCreated>('/api/bookings', booking)

// The buyer's orders gain a row, and the car is now Booked: it leaves the public lists.
export const useCreateBooking = () =>
  useApiMutation(createBooking, invalidate(bookingsKey, carsKey))
