import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import type { Role, User } from '#shared/accounts'
import { loadSessionUser } from './get-session'

/**
 * Starts the page's queries. It is awaited, so that one may wait for another (the dealer first):
 * a prefetch the page need not wait for goes with `void`, or the navigation waits for its data.
 */
type Warm = (client: QueryClient, args: LoaderFunctionArgs, user: User) => unknown

/**
 * A page's route loader that warms its queries only for someone the page's guard lets in:
 * signed in and, unless `role` is 'anyone', of that role. Anyone else is turned away by the
 * guard, and their loader must not ask for what they may not see and collect 401s.
 */
export const signedInLoader =
  (role: Role | 'anyone', warm: Warm) =>
  (client: QueryClient) =>
  async (args: LoaderFunctionArgs) => {
    const user = await loadSessionUser(client)
    if (user && (role === 'anyone' || user.role === role)) await warm(client, args, user)
    return null
  }
