import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// STYLE.md rule 12: an unexpected console.error fails the test that caused it.
const spy = vi.spyOn(console, 'error')
afterEach(() => {
  cleanup()
  const calls = spy.mock.calls
  spy.mockClear()
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map(String).join(' | ')}`)
})
