import type { User } from '#shared/accounts'
import { SessionGuard } from './session-guard'

const isAdmin = (user: User) => user.role === 'admin'

/** Signed in with the admin role. */
export function RequireAdmin() {
  return <SessionGuard allows={isAdmin} />
}
