/**
 * Google sign-in is a chain of full-page redirects (to the provider and back to `returnTo`, or
 * to /login?error=google), so it leaves the app instead of calling fetch.
 */
export function startGoogleSignIn(returnTo: string) {
  window.location.assign(`/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`)
}
