import type { ReactNode } from 'react'

/** A list of records in a bordered box, a line between them: an item each, keyed by its id. */
export function BoxList<T extends { _id: string }>({
  items,
  className,
  children,
}: {
  items: T[]
  /** Where it sits (its margin), and anything else the box needs. */
  className: string
  /** An item's content. */
  children: (item: T) => ReactNode
}) {
  return (
    <ul className={`divide-y divide-base-300 rounded-box border border-base-300 ${className}`}>
      {items.map((item) => (
        <li key={item._id}>{children(item)}</li>
      ))}
    </ul>
  )
}
