import type { UseMutationResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { toast } from '../lib/toast'
import { ConfirmDialog } from './confirm-dialog'

type Props<T, V, R> = {
  /** What the step is about to happen to; null keeps the dialog closed. */
  subject: T | null
  title: (subject: T) => ReactNode
  body: (subject: T) => ReactNode
  confirmLabel: string
  cancelLabel?: string
  /** The step asked about, and what it is sent for the subject. */
  mutation: UseMutationResult<R, Error, V>
  variables: (subject: T) => V
  /** The toast once it is done, from the subject and the answer; none where the page shows it. */
  done?: (subject: T, answer: R) => string | null
  onClose: () => void
}

/**
 * A ConfirmDialog whose answer is a call: it spins while the call is sent, closes when it is
 * done (with a toast saying so), and says a refusal in the dialog, forgotten when it closes.
 */
export function ConfirmMutation<T, V, R>({
  mutation,
  variables,
  done,
  onClose,
  ...dialog
}: Props<T, V, R>) {
  const close = () => {
    onClose()
    mutation.reset()
  }
  return (
    <ConfirmDialog
      {...dialog}
      pending={mutation.isPending}
      error={mutation.error}
      onCancel={close}
      onConfirm={(subject) =>
        mutation.mutate(variables(subject), {
          onSuccess: (answer) => {
            const told = done?.(subject, answer)
            if (told) toast.success(told)
            close()
          },
        })
      }
    />
  )
}
