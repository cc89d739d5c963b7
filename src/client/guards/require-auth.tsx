import { SessionGuard } from './session-guard'

const anyone = () => true

/** Any signed-in user. */
export function RequireAuth() {
  return <SessionGuard allows={anyone} />
}
