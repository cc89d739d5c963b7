import { useId } from 'react'
import { useProviders } from './api/get-providers'

// Google's "G" in its brand colours (their sign-in button guidelines ask for it unchanged).
const GoogleLogo = () => (
  <svg width={18} height={18} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <path
      fill="#FFC107"
      d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z"
    />
    <path
      fill="#FF3D00"
      d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
    />
    <path
      fill="#4CAF50"
      d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
    />
    <path
      fill="#1976D2"
      d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
    />
  </svg>
)

/**
 * "Continue with Google", returning to `returnTo` when done. New Google accounts are buyers
 * (docs/api.md). Sign-in is a chain of full-page redirects (to Google and back to `returnTo`, or to
 * /login?error=google), so it is a plain link, which works before the page's script has loaded.
 * Until the server says Google is configured it is a disabled button; when it has no Google
 * client the button stays and says why, rather than vanishing from one install to the next.
 */
export function GoogleButton({ returnTo }: { returnTo: string }) {
  const noteId = useId()
  const providers = useProviders()
  const available = providers.data?.google === true
  const unavailable = providers.isError || providers.data?.google === false
  const className =
    'btn btn-outline w-full gap-3 border-base-300 bg-base-100 font-semibold hover:bg-base-200'
  return (
    <div>
      {available ? (
        <a className={className} href={`/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`}>
          <GoogleLogo />
          Continue with Google
        </a>
      ) : (
        <button
          type="button"
          className={className}
          disabled
          aria-describedby={unavailable ? noteId : undefined}
        >
          <GoogleLogo />
          Continue with Google
        </button>
      )}
      {unavailable && (
        <p id={noteId} className="mt-2 text-center text-sm text-base-content/75">
          {providers.isError
            ? 'Google sign-in is unavailable right now.'
            : 'Google sign-in is not configured'}
        </p>
      )}
    </div>
  )
}
