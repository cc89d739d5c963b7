/** How a status looks: its words, and its badge's colour ('badge-info', 'badge-ghost'...). */
export type StatusLook = { label: string; className: string }

/** Where something stands (a test drive, an offer, a payment), as a small badge to scan by. */
export function StatusBadge({ look }: { look: StatusLook }) {
  return (
    <span className={`badge badge-sm font-semibold whitespace-nowrap ${look.className}`}>
      {look.label}
    </span>
  )
}
