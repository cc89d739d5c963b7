import type { ComponentProps } from 'react'
import { FormField, textareaClass } from './form-field'

type Props = {
  label: string
  value: string
  onChange: (value: string) => void
  /** What is wrong with the text, said under it; red and announced with the field. */
  error?: string | null
} & Pick<Parameters<typeof FormField>[0], 'hint' | 'alert' | 'className'> &
  Omit<ComponentProps<'textarea'>, 'value' | 'onChange' | 'className' | 'id'>

/** A FormField of a few lines of text: a reason, a note, details. */
export function TextareaField({
  label,
  value,
  onChange,
  error,
  hint,
  alert,
  className,
  ...textarea
}: Props) {
  const problem = error ?? undefined
  return (
    <FormField label={label} hint={hint} error={problem} alert={alert} className={className}>
      {(control) => (
        <textarea
          {...control}
          {...textarea}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={textareaClass(problem)}
        />
      )}
    </FormField>
  )
}
