import type { QueryClient } from '@tanstack/react-query'
import type { NavigateFunction } from 'react-router'
import { paths } from '../paths'
import { replaceSession, sessionQueryOptions, setSigningOut } from './get-session'
import { apiFetch } from './http'
import type { LogoutResponse } from '#shared/accounts'

export const logOut = () => apiFetch<LogoutResponse>('/api/auth/logout', { method: 'POST' })

/**
 * Ends the session and leaves for the home page. The page is left before the private cache
 * goes: a dashboard page still on screen would otherwise refetch its (now forbidden) data, and
 * its guard would bounce to /login. The navbar imports this on click, so it is not first-load
 * code.
 */
export async function logOutAndLeave(queryClient: QueryClient, navigate: NavigateFunction) {
  try {
    await logOut()
  } catch (error) {
    // spec.md section 8: a failed logout is only logged. The session is asked again so the
    // navbar shows the truth (a session that had already expired reads as signed out).
    console.warn('Logout failed:', error)
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey })
    return
  }
  setSigningOut(true)
  try {
    await navigate(paths.home.to())
    await replaceSession(queryClient, null)
  } finally {
    setSigningOut(false)
  }
}
