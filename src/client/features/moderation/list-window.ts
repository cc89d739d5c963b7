/**
 * The moderation pages' lists, a page at a time (`?limit=&offset=`, src/shared/lists.ts): a
 * full page may have more after it, and "Load more" asks for the next.
 */
export const PAGE_SIZE = 50

/** Every query of the moderation pages: an admin's action changes several of them at once. */
export const moderationKey = ['moderation'] as const

/** `?limit=&offset=` with the filters that are set, in order; empty ones are left out. */
export function listQuery(filters: Record<string, string | undefined>, offset: number) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value)
  params.set('limit', String(PAGE_SIZE))
  if (offset > 0) params.set('offset', String(offset))
  return params.toString()
}

/** The next page's offset after `pages`, or undefined when the last one was not full. */
export const nextOffset = (last: unknown[], pages: unknown[][]) =>
  last.length === PAGE_SIZE ? pages.length * PAGE_SIZE : undefined
