import type { ComponentProps } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { FormField, inputClass } from './form-field'

type Props<T extends FieldValues> = {
  /** The react-hook-form form the field is one of: its value and its refusal are the form's. */
  form: UseFormReturn<T>
  name: Path<T>
  label: string
} & Omit<ComponentProps<'input'>, 'name' | 'form' | 'className'>

/** A FormField whose input is a react-hook-form field: registered, red and described when refused. */
export function FormInput<T extends FieldValues>({ form, name, label, ...input }: Props<T>) {
  const error = form.getFieldState(name, form.formState).error?.message
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <input {...control} {...form.register(name)} {...input} className={inputClass(error)} />
      )}
    </FormField>
  )
}
