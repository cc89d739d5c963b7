import type { User } from '#shared/accounts'
import { SessionGuard } from './session-guard'

const isSellerOrAdmin = (user: User) => user.role === 'seller' || user.role === 'admin'

/** The Overview page: a seller's of their cars, an admin's of the whole site. */
export function RequireSellerOrAdmin() {
  return <SessionGuard allows={isSellerOrAdmin} />
}
