import type { ReactNode } from 'react'
import { toastResult } from '../lib/toast-result'
import { RowButton } from './row-button'

type Props = {
  /** The move's call (a mutation taking the row's id), sent at once: no dialog asks first. */
  call: {
    mutate: (id: string, options: ReturnType<typeof toastResult>) => void
    isPending: boolean
  }
  id: string
  /** The toast once it is made; a refusal's is the server's message. */
  done: string
  className: string
  children: ReactNode
}

/** A row's move whose button says it all (accepting an offer, handing a car over). */
export function MoveButton({ call, id, done, className, children }: Props) {
  return (
    <RowButton
      className={className}
      pending={call.isPending}
      onClick={() => call.mutate(id, toastResult(done))}
    >
      {children}
    </RowButton>
  )
}
