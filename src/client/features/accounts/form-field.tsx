import { useId, type ReactNode } from 'react'

/** What a field's control needs so that its label and its error message are announced with it. */
export type ControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

type Props = {
  label: string
  error?: string
  children: (control: ControlProps) => ReactNode
}

/** A label, one control and the control's own validation message underneath. */
export function FormField({ label, error, children }: Props) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** daisyUI's input look, red when the value was refused. */
export const inputClass = (error?: string) => `input w-full ${error ? 'input-error' : ''}`
export const selectClass = (error?: string) => `select w-full ${error ? 'select-error' : ''}`
