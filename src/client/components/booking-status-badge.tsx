import type { BookingStatus } from '#shared/bookings'
import { StatusBadge, type StatusLook } from './status-badge'

const statusLooks: Record<BookingStatus, StatusLook> = {
  requested: { label: 'Requested', className: 'badge-info' },
  accepted: { label: 'Agreed', className: 'badge-success' },
  completed: { label: 'Completed', className: 'badge-success badge-outline' },
  declined: { label: 'Declined', className: 'badge-error badge-outline' },
  cancelled: { label: 'Cancelled', className: 'badge-ghost' },
  expired: { label: 'Expired', className: 'badge-ghost' },
  no_show: { label: 'No-show', className: 'badge-ghost' },
}

/**
 * Where a test drive stands, alike for its buyer (My Orders), its seller (Bookings) and in
 * their conversation.
 */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <StatusBadge look={statusLooks[status]} />
}
