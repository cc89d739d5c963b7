import type { Booking } from '#shared/bookings'
import { jsonResponse } from './render-with-providers'
import { stubApi } from './stub-api'

/**
 * One booking in a list (`list`: 'GET /api/bookings'), which a move on it (`POST
 * /api/bookings/<id>/<move>`) changes as `answered` says: the list then shows it as it is now.
 */
export function stubBookingMove<Body>(
  list: string,
  first: Booking,
  move: string,
  answered: (booking: Booking, body: Body) => Booking,
) {
  let booking = first
  return stubApi({
    [list]: () => jsonResponse([booking]),
    [`POST /api/bookings/${first._id}/${move}`]: ({ body }: { body: Body }) => {
      booking = answered(booking, body)
      return jsonResponse(booking)
    },
  })
}
