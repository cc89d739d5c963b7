/*
 * The last searches a person ran, kept in their own browser only (issue 39: no server, no
 * account). The search box offers them when it is focused and empty.
 */

const key = 'wheelanes:recent-searches'
/** How many are kept: enough to come back to, few enough to read at a glance on a phone. */
export const RECENT_SEARCHES_KEPT = 5

/** The stored text; null when storage is off (a private window, a blocked site). */
function stored(): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function parse(text: string | null): string[] {
  try {
    const list: unknown = JSON.parse(text ?? '[]')
    return Array.isArray(list)
      ? list.filter((q): q is string => typeof q === 'string').slice(0, RECENT_SEARCHES_KEPT)
      : []
  } catch {
    return []
  }
}

/** The kept searches, newest first; none when storage is off or its text is garbled. */
export const readRecentSearches = () => parse(stored())

// What the open search boxes show: the same array while the stored text is the same, as
// useSyncExternalStore asks, and told of every change.
let snapshot: { text: string | null; list: string[] } | undefined
const listeners = new Set<() => void>()

/** The kept searches as a stable array: the same one until they change. */
export function recentSearchesSnapshot() {
  const text = stored()
  if (snapshot?.text !== text) snapshot = { text, list: parse(text) }
  return snapshot.list
}

/** Calls `listener` when the kept searches change, here or in another tab. */
export function subscribeRecentSearches(listener: () => void) {
  const otherTab = (event: StorageEvent) => {
    if (event.key === key) listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', otherTab)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', otherTab)
  }
}

function write(searches: string[]) {
  try {
    localStorage.setItem(key, JSON.stringify(searches))
  } catch {
    // Storage full or turned off: the search itself still ran, only the list is not kept.
  }
  for (const listener of listeners) listener()
  return searches
}

// "SUV under 20k" and "suv under 20K" are one search to a person: it is kept once, as last typed.
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Puts `q` first, dropping its older copy and the oldest past the limit. */
export function rememberSearch(q: string): string[] {
  const text = q.trim().replace(/\s+/g, ' ')
  if (!text) return readRecentSearches()
  const rest = readRecentSearches().filter((old) => !same(old, text))
  return write([text, ...rest].slice(0, RECENT_SEARCHES_KEPT))
}

/** Removes one kept search, as the person asked. */
export function forgetSearch(q: string): string[] {
  return write(readRecentSearches().filter((old) => !same(old, q)))
}
