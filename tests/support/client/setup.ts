import { cleanup, configure } from '@testing-library/react'
import toast from 'react-hot-toast'
import { afterEach, vi } from 'vitest'

// jsdom has no matchMedia; react-hot-toast asks it about prefers-reduced-motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}

// findBy and waitFor wait up to 5 s, not 1: under CI's load (two Node versions, two cores) a
// page's first render with its lazy parts took longer than a second. A test that passes waits
// no longer for it.
configure({ asyncUtilTimeout: 5000 })

// Testing Library only cleans up by itself when vitest globals are on; they are not here.
// react-hot-toast keeps its toasts in a module-level store: clear it between tests too. Test
// files share their worker's jsdom (isolate: false), so what one stored in the browser (recently
// viewed cars, the compare list) would greet the next: each test starts with empty storage.
afterEach(() => {
  cleanup()
  toast.remove()
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
})

// docs/style.md rule 12: an unexpected console.error fails the test that caused it.
const consoleError = vi.spyOn(console, 'error')
afterEach(() => {
  const calls = consoleError.mock.calls
  consoleError.mockClear()
  if (calls.length > 0) {
    throw new Error(`console.error was called: ${calls.map(String).join(' | ')}`)
  }
})
