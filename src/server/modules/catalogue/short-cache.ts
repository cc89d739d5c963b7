/**
 * Query results kept for `ttlMs`, keyed by what was asked, at most `maxEntries` (the oldest go
 * first, so odd queries cannot grow it). Concurrent misses for one key share one load; a failed
 * load is not kept. `forget()` drops everything, and a load that began before it is never
 * answered to a caller who asks after it. A `ttlMs` of 0 keeps nothing.
 */
export function shortCache({ ttlMs, maxEntries = 500 }: { ttlMs: number; maxEntries?: number }) {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>()
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load()
      const hit = entries.get(key)
      if (hit && hit.expires > Date.now()) return hit.value as Promise<T>
      const value = load()
      const entry = { value, expires: Date.now() + ttlMs }
      entries.delete(key)
      entries.set(key, entry)
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      return value
    },
    forget() {
      entries.clear()
    },
  }
}
export type ShortCache = ReturnType<typeof shortCache>
