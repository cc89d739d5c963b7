import type { ReactNode } from 'react'
import { PageTitle } from '../../components/page-title'

type Props = { title: string; intro?: ReactNode; actions?: ReactNode; children: ReactNode }

/**
 * The inventory pages' heading. The dashboard layout owns the chrome and the padding around
 * them; this only caps the width, so a form's lines stay readable on a wide screen.
 */
export function InventoryPage({ title, intro, actions, children }: Props) {
  return (
    <div className="w-full max-w-5xl">
      <PageTitle title={title} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
          {intro && <p className="mt-2 text-base-content/80">{intro}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  )
}
