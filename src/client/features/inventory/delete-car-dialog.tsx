import type { Car } from '#shared/cars'
import { ConfirmDialog } from '../../components/confirm-dialog'

type Props = {
  /** The car to confirm; null keeps the dialog closed. */
  car: Car | null
  deleting: boolean
  onConfirm: (car: Car) => void
  onClose: () => void
}

export function DeleteCarDialog({ car, deleting, onConfirm, onClose }: Props) {
  return (
    <ConfirmDialog
      subject={car}
      title={(c) => `Delete ${c.carName}?`}
      body={() =>
        'The listing leaves Wheelanes at once, featured spot included. This cannot be undone.'
      }
      confirmLabel="Delete"
      pending={deleting}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  )
}
