import type { ReactNode } from 'react'

/** A part of a dashboard page under its own heading, which names it to screen readers. */
export function TitledSection({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string
  title: ReactNode
  /** Where it sits (its margin). */
  className: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}
