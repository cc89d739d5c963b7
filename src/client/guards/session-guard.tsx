import { Navigate, Outlet, useLocation, useNavigation } from 'react-router'
import type { User } from '#shared/accounts'
import { useSession } from '../api/get-session'
import { Spinner } from '../components/spinner'
import type { LoginRedirectState } from '../lib/login-redirect'
import { paths } from '#shared/paths'

/**
 * A layout route that renders its children only for a user `allows` accepts. Everyone else
 * goes to /login, replacing this history entry (Back must not bounce into the guard again) and
 * remembering the page so that signing in with the right account comes back to it. The server
 * checks every call anyway: this only spares people pages they cannot use.
 */
export function SessionGuard({ allows }: { allows: (user: User) => boolean }) {
  const { user, isPending } = useSession()
  const location = useLocation()
  const leaving = useNavigation().state !== 'idle'
  // A session that ends while the router is already taking the visitor elsewhere (logging out
  // leaves for the home page, api/log-out.ts) sends nobody to /login: the page being opened
  // decides. Meanwhile the page under the guard goes, so it asks for nothing forbidden.
  if (isPending || (leaving && !user)) return <Spinner />
  if (!user || !allows(user)) {
    const state: LoginRedirectState = { from: location }
    return <Navigate to={paths.login.to()} replace state={state} />
  }
  return <Outlet />
}
