import { useSyncExternalStore } from 'react'

const subscribe = (tick: () => void) => {
  const timer = setInterval(tick, 15_000)
  return () => clearInterval(timer)
}
// The same value all minute long: React may read the clock many times for one render.
const thisMinute = () => Math.floor(Date.now() / 60_000) * 60_000

/**
 * The time to the minute, moving on by itself, so a lead's wait grows while the page is open.
 * Null while the server renders and the browser hydrates: both must write the same page.
 */
export const useMinuteClock = () => useSyncExternalStore(subscribe, thisMinute, () => null)
