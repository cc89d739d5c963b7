import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField, inputClass } from '../../components/form-field'

/** The Email field of the login and sign-up forms. */
export function EmailField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'email'>
  error?: string
}) {
  return (
    <FormField label="Email" error={error}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={inputClass(error)}
        />
      )}
    </FormField>
  )
}
