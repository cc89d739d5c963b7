import { useCallback, useEffect } from 'react'
import { useBlocker, type BlockerFunction } from 'react-router'
import { ConfirmDialog } from './confirm-dialog'

type Props = {
  /** Whether leaving now would throw work away; false lets every navigation through. */
  unsaved: boolean
  /** What would be lost, in a sentence. */
  body: string
}

/**
 * While a form holds `unsaved` work, asks before leaving it: in the app (a link, Back) with this
 * dialog, "Keep editing" first so that Enter or Escape keeps the work; on closing or reloading
 * the tab with the browser's own prompt, the only one a page may show then. A form turns
 * `unsaved` off while it saves, so the navigation after a save goes through unasked.
 */
export function UnsavedChangesDialog({ unsaved, body }: Props) {
  const blocker = useUnsavedChanges(unsaved)
  return (
    <ConfirmDialog
      subject={blocker.state === 'blocked' ? blocker : null}
      title={() => 'Leave without saving?'}
      body={() => body}
      confirmLabel="Leave"
      cancelLabel="Keep editing"
      pending={false}
      onConfirm={(blocked) => blocked.proceed()}
      // Also heard when the dialog closes after "Leave": by then there is nothing to reset.
      onCancel={() => blocker.reset?.()}
    />
  )
}

function useUnsavedChanges(unsaved: boolean) {
  // Only a move to another page: a changed query string or hash leaves the form on screen.
  // Logging out (api/log-out.ts) is let through: the session is already over.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(nextLocation.state as { signedOut?: boolean } | null)?.signedOut,
    [unsaved],
  )
  const blocker = useBlocker(shouldBlock)

  useEffect(() => {
    if (!unsaved) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // What browsers before Chrome 119 and Safari 17 wait for instead of preventDefault().
      event.returnValue = true
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [unsaved])

  return blocker
}
