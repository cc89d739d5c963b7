import type { ReactNode } from 'react'

/** The home page's section titles, written in capitals ('CAR CATEGORIES'). */
export function SectionHeading({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children?: ReactNode
}) {
  return (
    <div className="mb-8 flex flex-col gap-2 text-center">
      <h2 id={id} className="text-2xl font-extrabold tracking-wide sm:text-3xl">
        {title}
      </h2>
      {children && <p className="mx-auto max-w-2xl text-base-content/80">{children}</p>}
    </div>
  )
}
