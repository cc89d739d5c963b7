import type { Booking } from '#shared/bookings'

/**
 * Beside a booking's price when it is the amount of an accepted offer rather than the asking
 * price (docs/api.md "Offers"), for its buyer (My Orders) and its seller (Bookings).
 */
export function AgreedPrice({ booking }: { booking: Booking }) {
  if (!booking.offer_id) return null
  return (
    <span className="badge badge-sm badge-success badge-outline font-semibold whitespace-nowrap">
      Agreed price
    </span>
  )
}
