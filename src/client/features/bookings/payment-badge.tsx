import type { Booking } from '#shared/bookings'

const looks: Record<Booking['payment'], { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'badge-warning' },
  paid: { label: 'Paid', className: 'badge-success' },
  cancelled: { label: 'Cancelled', className: 'badge-ghost' },
}

/** A booking's payment state, shown alike to its buyer (My Orders) and its seller (Bookings). */
export function PaymentBadge({ payment }: { payment: Booking['payment'] }) {
  const { label, className } = looks[payment]
  return <span className={`badge badge-sm font-semibold ${className}`}>{label}</span>
}
