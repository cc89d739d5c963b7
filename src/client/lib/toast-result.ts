import { toast } from './toast'

/**
 * A call's options where nothing else shows how it went (a row's button with no dialog): a toast
 * says it worked, or why not.
 */
export const toastResult = (message: string) => ({
  onSuccess: () => toast.success(message),
  onError: (error: Error) => toast.error(error.message),
})
