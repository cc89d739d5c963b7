import { useSyncExternalStore } from 'react'

/**
 * A short list kept in this browser's localStorage under `key`, shared by its tabs: read, written
 * and watched. What is stored is checked item by item (`isItem`), since an older version, another
 * tab or a person may have written it; at most `limit` are read. Without storage (a private
 * window, a blocked site) the list lasts as long as the page.
 */
export function storedList<T>(key: string, isItem: (value: unknown) => value is T, limit: number) {
  const none: T[] = []
  const listeners = new Set<() => void>()
  // The list as last read or written, by the text it came from: the same array until the text
  // changes, as useSyncExternalStore asks.
  let kept: { text: string | null; list: T[] } = { text: null, list: none }

  function read(): T[] {
    let text: string | null
    try {
      text = localStorage.getItem(key)
    } catch {
      return kept.list
    }
    if (text === kept.text) return kept.list
    let list = none
    try {
      const parsed: unknown = JSON.parse(text ?? '[]')
      if (Array.isArray(parsed)) list = parsed.filter(isItem).slice(0, limit)
    } catch {
      // Not JSON: an empty list.
    }
    kept = { text, list }
    return list
  }

  function write(list: T[]) {
    const text = JSON.stringify(list.slice(0, limit))
    kept = { text, list: list.slice(0, limit) }
    try {
      localStorage.setItem(key, text)
    } catch {
      // Storage full or off: the list lasts as long as the page.
    }
    for (const listener of listeners) listener()
  }

  function subscribe(listener: () => void) {
    listeners.add(listener)
    const otherTab = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener()
    }
    window.addEventListener('storage', otherTab)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', otherTab)
    }
  }

  /**
   * The list, kept current. A page rendered on the server, and its hydration, have none: the
   * browser's list comes just after.
   */
  const useList = () => useSyncExternalStore(subscribe, read, () => none)

  return { read, write, useList }
}
