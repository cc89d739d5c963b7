import type { User } from '#shared/accounts'
import { SessionGuard } from './session-guard'

const isSeller = (user: User) => user.role === 'seller'

/** Signed in with the seller role. */
export function RequireSeller() {
  return <SessionGuard allows={isSeller} />
}
