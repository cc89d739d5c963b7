import { toast } from './toast'

/**
 * A dialog's call options when its success closes the dialog: a toast says what happened,
 * since the dialog that would have said it is gone.
 */
export const toastAndClose = (message: string, close: () => void) => ({
  onSuccess: () => {
    toast.success(message)
    close()
  },
})
