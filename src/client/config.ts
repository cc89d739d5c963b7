/**
 * Client configuration: the only module that reads `import.meta.env` (docs/style.md rule 3).
 * Vite inlines these values at build time, so a bad value fails on the first page load.
 * Validated by hand rather than with zod to keep zod out of the first-load bundle.
 */
function readAppName(value: unknown): string {
  if (value === undefined) return 'Wheelanes'
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error('Invalid client configuration: VITE_APP_NAME must be a non-empty string.')
  }
  return value.trim()
}

export const config = Object.freeze({
  appName: readAppName(import.meta.env.VITE_APP_NAME),
})
