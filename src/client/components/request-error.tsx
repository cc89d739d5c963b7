/**
 * A refused request (409: someone answered first, 403, a bad value...), said where it happened:
 * in a dialog, a form or beside a button, always in this one box. `className`: its place.
 */
export function RequestError({
  error,
  className = 'mt-4',
}: {
  error: Error | null
  className?: string
}) {
  if (!error) return null
  return (
    <p role="alert" className={`alert alert-error alert-soft text-sm ${className}`}>
      {error.message}
    </p>
  )
}
