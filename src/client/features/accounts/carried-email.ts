/**
 * An address carried in router state between the account pages, so nobody types it twice:
 * /login hands the one typed so far to "Forgot password?", and a reset hands the account's
 * address back to /login with `reset` set, which says the password was changed.
 */
export type CarriedEmail = { email: string; reset?: boolean }

/** The carried address, read from router state that could hold anything. */
export function carriedEmailFrom(state: unknown): CarriedEmail | null {
  const carried = (state as { carried?: Partial<CarriedEmail> } | null)?.carried
  if (typeof carried?.email !== 'string') return null
  return { email: carried.email.slice(0, 254), reset: carried.reset === true }
}

/** Router state that carries `email` to the next page. */
export const carryEmail = (email: string, reset = false) => ({ carried: { email, reset } })
