import type { QueryClient } from '@tanstack/react-query'
import type { NavigateFunction } from 'react-router'
import { paths } from '#shared/paths'
import { replaceSession, sessionQueryOptions } from './get-session'
import { post } from './api-call'
import type { LogoutResponse } from '#shared/accounts'

export const logOut = () => post<LogoutResponse>('/api/auth/logout')

/**
 * Ends the session and leaves for the home page. The navbar imports this on click, so it is not
 * first-load code.
 */
export async function logOutAndLeave(queryClient: QueryClient, navigate: NavigateFunction) {
  try {
    await logOut()
  } catch (error) {
    // A failed logout is only logged. The session is asked again so the
    // navbar shows the truth (a session that had already expired reads as signed out).
    console.warn('Logout failed:', error)
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey })
    return
  }
  // The session turns signed out and, before anything renders it, the leaving for the home page
  // starts with its 'loading' state rendered at once (flushSync). So the page being left renders
  // signed out only as a page being left: its guard shows a spinner instead of sending the
  // visitor to /login (session-guard.tsx), and no dashboard page stays on screen to refetch what
  // is now forbidden. The home page renders signed out from its first frame, so it asks for
  // nothing private (a wish list would answer 401).
  const signedOut = replaceSession(queryClient, null)
  // `signedOut` lets this leaving past a form's unsaved-changes prompt: the person asked for it.
  await navigate(paths.home.to(), { flushSync: true, state: { signedOut: true } })
  await signedOut
}
