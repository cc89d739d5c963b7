import { useState, type ReactNode } from 'react'
import { ReportDialog } from './report-dialog'

type Props = {
  /** What is reported: a listing or a seller. */
  target: { type: 'car' | 'user'; id: string }
  /** Its place beside what is around it. */
  className?: string
  /** Its words: "Report this listing". */
  children: ReactNode
}

/**
 * A quiet button that opens the report dialog on one listing or seller. The dialog stays in the
 * page, so closing it gives focus back to the button.
 */
export function ReportButton({ target, className = '', children }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={`btn btn-ghost btn-xs text-base-content/70 ${className}`}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      <ReportDialog target={open ? target : null} onClose={() => setOpen(false)} />
    </>
  )
}
