import { SessionGuard } from './session-guard'

const anyone = () => true

/** spec.md section 2: any signed-in user. */
export function RequireAuth() {
  return <SessionGuard allows={anyone} />
}
