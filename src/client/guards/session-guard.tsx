import { Navigate, Outlet, useLocation } from 'react-router'
import type { User } from '#shared/accounts'
import { useSession } from '../api/get-session'
import { Spinner } from '../components/spinner'
import type { LoginRedirectState } from '../lib/login-redirect'
import { paths } from '../paths'

/**
 * A layout route that renders its children only for a user `allows` accepts. Everyone else
 * goes to /login, replacing this history entry (Back must not bounce into the guard again) and
 * remembering the page so that signing in with the right account comes back to it. The server
 * checks every call anyway: this only spares people pages they cannot use.
 */
export function SessionGuard({ allows }: { allows: (user: User) => boolean }) {
  const { user, isPending } = useSession()
  const location = useLocation()
  if (isPending) return <Spinner />
  if (!user || !allows(user)) {
    const state: LoginRedirectState = { from: location }
    return <Navigate to={paths.login.to()} replace state={state} />
  }
  return <Outlet />
}
