import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while a page is rendered on the server and while the browser hydrates it, true after:
 * what depends on the browser (its clock, its time zone, a form's scripts) waits for it, so both
 * renders agree.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
