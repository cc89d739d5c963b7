import { useEffect, useId, useRef } from 'react'
import type { ListedUser } from '#shared/accounts'

type Props = {
  /** The person to confirm; null keeps the dialog closed. */
  user: ListedUser | null
  pending: boolean
  onConfirm: (user: ListedUser) => void
  onCancel: () => void
}

/**
 * A modal <dialog> naming who is about to be deleted. The browser traps focus inside it, closes
 * it on Escape and gives focus back afterwards; the effect only mirrors `user` into
 * showModal()/close().
 */
export function ConfirmDeleteDialog({ user, pending, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (user && !dialog.open) dialog.showModal()
    if (!user && dialog.open) dialog.close()
  }, [user])

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onCancel}
    >
      <div className="modal-box">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          Delete {user?.name}?
        </h2>
        <p id={`${id}-text`} className="mt-3 text-base-content/80">
          <span className="font-semibold text-base-content">{user?.name}</span> ({user?.email}) will
          be signed out and can no longer use this account. Their cars for sale leave the
          marketplace; paid orders stay on record. This cannot be undone.
        </p>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-error"
            disabled={pending}
            onClick={() => user && onConfirm(user)}
          >
            {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Delete
          </button>
        </div>
      </div>
      {/* A click outside the box cancels, as in daisyUI's modal. */}
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          close
        </button>
      </form>
    </dialog>
  )
}
