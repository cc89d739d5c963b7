import type { User } from '#shared/accounts'
import { SessionGuard } from './session-guard'

const isSeller = (user: User) => user.role === 'seller'

/** spec.md section 2: signed in with the seller role. */
export function RequireSeller() {
  return <SessionGuard allows={isSeller} />
}
