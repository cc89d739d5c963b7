import type { AdminUser } from '#shared/moderation'
import { ConfirmDialog } from '../../components/confirm-dialog'

type Props = {
  /** The person to confirm; null keeps the dialog closed. */
  person: AdminUser | null
  pending: boolean
  onConfirm: (person: AdminUser) => void
  onCancel: () => void
}

/** Deleting cannot be undone: the dialog says what it ends, for a buyer or a seller. */
export function ConfirmDeleteDialog({ person, ...props }: Props) {
  return (
    <ConfirmDialog
      subject={person}
      title={(p) => `Delete ${p.name}?`}
      body={(p) => (
        <>
          <span className="font-semibold text-base-content">{p.name}</span> ({p.email}) will be
          signed out and can no longer use this account.{' '}
          {p.role === 'seller'
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
