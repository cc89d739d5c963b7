/** A refusal from the server (409: someone answered first, 403...), said where it happened. */
export function DialogError({ error }: { error: Error | null }) {
  if (!error) return null
  return (
    <p role="alert" className="alert alert-error alert-soft mt-4 text-sm">
      {error.message}
    </p>
  )
}
