import { FormField } from './form-field'

/** A select's choices, in the order shown. */
export type Choices = readonly (readonly [value: string | number, label: string])[]

/** A select's options: `none` first, the choice of nothing (value ''), where there is one. */
export function ChoiceOptions({ none, choices }: { none?: string; choices: Choices }) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {choices.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  )
}

/** A labelled select (a FormField) of choices, its value a string as the select keeps it. */
export function SelectField({
  label,
  value,
  onChange,
  small = false,
  className,
  ...options
}: {
  label: string
  value: string
  onChange: (value: string) => void
  /** daisyUI's small select, for a row of filters. */
  small?: boolean
  /** The field's own place: "min-w-0" in a grid. */
  className?: string
} & Parameters<typeof ChoiceOptions>[0]) {
  return (
    <FormField label={label} className={className}>
      {(control) => (
        <select
          {...control}
          className={`select w-full ${small ? 'select-sm' : ''}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <ChoiceOptions {...options} />
        </select>
      )}
    </FormField>
  )
}
