import { carStatuses } from '#shared/car-options'
import type { AdminCar, AdminUser } from '#shared/moderation'

/*
 * The Users and Listings pages keep their filters in the URL (docs/style.md rule 9), so a reload or
 * a shared link shows the same list. Read by hand, as the search page does: the dashboard loads no
 * zod. A value the server would refuse (a hand-edited `role=robot`) is dropped instead, and the
 * rest of the filters still apply; the server validates with the shared schemas anyway.
 */

/** The longest search text the server takes (adminUsersQuerySchema, adminCarsQuerySchema). */
export const SEARCH_MAX = 100

const roles = ['buyer', 'seller', 'admin'] as const
const states = ['active', 'suspended'] as const

export type UserFilters = { q?: string; role?: AdminUser['role']; state?: (typeof states)[number] }
export type CarFilters = { q?: string; status?: AdminCar['status'] }

const text = (params: URLSearchParams) => {
  const q = params.get('q')?.trim() ?? ''
  return q && q.length <= SEARCH_MAX ? q : undefined
}
function choice<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value)
}

/** `?q=&role=&state=`, in that order: equal filters give equal cache keys. */
export const parseUserFilters = (params: URLSearchParams): UserFilters => ({
  q: text(params),
  role: choice(roles, params.get('role')),
  state: choice(states, params.get('state')),
})

/** `?q=&status=`. */
export const parseCarFilters = (params: URLSearchParams): CarFilters => ({
  q: text(params),
  status: choice(carStatuses, params.get('status')),
})

/** The query string of a filter set, the unset ones left out (without `?`). */
export function stringifyFilters(filters: Record<string, string | undefined>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value)
  return params.toString()
}
