import type { Location } from 'react-router'
import { paths } from '#shared/paths'

/**
 * What a guard hands /login so that signing in returns to the page that asked. `state` is that
 * page's own router state (a car card's link hands on the car's name, CarLinkState).
 */
export type LoginRedirectState = {
  from: Pick<Location, 'pathname' | 'search' | 'hash'> & { state?: unknown }
}

/**
 * What a link to a car page carries: the name the list already showed. A guest's car page is
 * /login, and guests may not read the car itself (docs/api.md "Catalogue"), so this is how the
 * sign-in prompt can say which car it is.
 */
export type CarLinkState = { carName: string }

/**
 * The path to go back to after signing in, read from router state that could hold anything
 * (history entries outlive deployments). Only a path on this site qualifies, and never the login
 * page itself.
 */
export function returnPathFrom(state: unknown): string | null {
  const from = (state as Partial<LoginRedirectState> | null)?.from
  const pathname = from?.pathname
  if (typeof pathname !== 'string' || !/^\/(?![/\\])/.test(pathname)) return null
  if (pathname === paths.login.pattern) return null
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`
}

/** What sign-up hands the home page (everyone goes to `/`): the new person's next step. */
export type WelcomeState = { welcome: { role: 'buyer' | 'seller'; next: string | null } }
