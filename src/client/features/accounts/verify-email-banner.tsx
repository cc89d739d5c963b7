import { useState, useSyncExternalStore } from 'react'
import { useSendVerification } from './api/account'

const DISMISSED = 'wheelanes:verify-banner-dismissed'
const noChanges = () => () => {}

/**
 * Until the address is confirmed: a bar at the bottom of the screen (fixed, so nothing on the
 * page moves when it appears) with a button that sends the link again. Closing it lasts for
 * this browser tab.
 */
function VerifyEmailBanner({ email }: { email: string }) {
  // Closed earlier in this tab: known only once the page has hydrated (a server-rendered page
  // shows the bar, and hydration must render what the server did).
  const closedBefore = useSyncExternalStore(
    noChanges,
    () => sessionStorage.getItem(DISMISSED) === '1',
    () => false,
  )
  const [dismissed, setDismissed] = useState(false)
  const resend = useSendVerification()
  if (dismissed || closedBefore) return null

  return (
    <>
      {/* Room at the end of the page, so the bar never hides its last lines. */}
      <div aria-hidden="true" className="h-36 sm:h-20" />
      <div
        role="region"
        aria-label="Confirm your e-mail address"
        // The compare tray sits above it (styles.css's --bottom-banner-height).
        data-bottom-banner=""
        // Above the car page's action bar on a phone (styles.css), where there is one.
        className="fixed inset-x-2 bottom-[calc(var(--action-bar-height,0px)+0.5rem)] z-40 mx-auto flex max-w-3xl flex-col gap-2 rounded-box border border-warning/40 bg-base-100 px-4 py-3 text-sm shadow-xl sm:flex-row sm:items-center sm:gap-4"
      >
        <p className="min-w-0 sm:flex-1">
          {resend.isSuccess ? (
            <>
              A new link is on its way to{' '}
              <strong className="[overflow-wrap:anywhere]">{email}</strong>.
            </>
          ) : resend.isError ? (
            <span className="text-error">{resend.error.message}</span>
          ) : (
            <>
              Confirm your e-mail address: we sent a link to{' '}
              <strong className="[overflow-wrap:anywhere]">{email}</strong>.
            </>
          )}
        </p>
        <div className="flex shrink-0 justify-end gap-2">
          {!resend.isSuccess && (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={resend.isPending}
              onClick={() => resend.mutate(email)}
            >
              Send it again
            </button>
          )}
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => {
              sessionStorage.setItem(DISMISSED, '1')
              setDismissed(true)
            }}
          >
            Close
          </button>
        </div>
      </div>
    </>
  )
}

export { VerifyEmailBanner as Component }
