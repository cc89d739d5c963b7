import type { ReactNode } from 'react'

type Props = {
  /** What is missing, as a heading: "No messages yet". */
  title: string
  /** A line on how it fills up. */
  children?: ReactNode
  /** Where to go next: a link or button. */
  action?: ReactNode
  /** Spacing from what is above it. */
  className?: string
}

/** What a list or table says in its place when it has nothing: one dashed box everywhere. */
export function EmptyState({ title, children, action, className = '' }: Props) {
  return (
    <div
      className={`rounded-box border border-dashed border-base-300 px-6 py-14 text-center ${className}`}
    >
      <h2 className="text-xl font-bold">{title}</h2>
      {children && <p className="mt-2 text-base-content/80">{children}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  )
}
