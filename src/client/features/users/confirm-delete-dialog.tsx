import type { ListedUser } from '#shared/accounts'
import { ConfirmDialog } from '../../components/confirm-dialog'

type Props = {
  /** The person to confirm; null keeps the dialog closed. */
  user: ListedUser | null
  pending: boolean
  onConfirm: (user: ListedUser) => void
  onCancel: () => void
}

export function ConfirmDeleteDialog({ user, ...props }: Props) {
  return (
    <ConfirmDialog
      subject={user}
      title={(u) => `Delete ${u.name}?`}
      body={(u) => (
        <>
          <span className="font-semibold text-base-content">{u.name}</span> ({u.email}) will be
          signed out and can no longer use this account.{' '}
          {u.role === 'seller'
            ? 'Their cars for sale leave the marketplace; cars already sold stay on record.'
            : 'Their unpaid bookings are cancelled; paid orders stay on record.'}{' '}
          This cannot be undone.
        </>
      )}
      confirmLabel="Delete"
      {...props}
    />
  )
}
