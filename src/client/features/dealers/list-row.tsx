import type { ReactNode } from 'react'

/**
 * A row of the dealer's lists (members, invitations, API keys): its name in bold, a line on it
 * underneath, and what may be done with it on the right (wrapping below on a phone).
 */
export function ListRow({
  name,
  detail,
  children,
}: {
  name: ReactNode
  detail: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold wrap-anywhere">{name}</p>
        <p className="text-sm wrap-anywhere text-base-content/75">{detail}</p>
      </div>
      {children}
    </div>
  )
}
