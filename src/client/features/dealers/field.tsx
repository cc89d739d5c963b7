import { useId, type ReactNode } from 'react'

/**
 * A labelled form control with what it is for and its error under it, wired for screen
 * readers.
 */
export function Field({
  label,
  error,
  hint,
  description,
  children,
}: {
  label: string
  error?: string
  hint?: string
  /** A line under the control on what it does. */
  description?: string
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const id = useId()
  const describedBy = [description && `${id}-description`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ')
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
        {hint && <span className="ml-1 font-normal text-base-content/70">{hint}</span>}
      </label>
      {children({
        id,
        ...(error && { 'aria-invalid': true as const }),
        ...(describedBy && { 'aria-describedby': describedBy }),
      })}
      {description && (
        <p id={`${id}-description`} className="mt-1.5 text-sm text-base-content/70">
          {description}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** The first message per field of a zod error's issues (or the server's `body.field` ones). */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
) {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const path =
      typeof issue.path === 'string'
        ? issue.path.replace(/^body\./, '')
        : String(issue.path[0] ?? '')
    if (path && !errors[path]) errors[path] = issue.message
  }
  return errors
}
