import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField, inputClass } from '../../components/form-field'

/** A password field of the account forms: the browser's password manager knows which kind. */
export function PasswordField({
  label,
  registration,
  error,
  autoComplete,
}: {
  label: string
  registration: UseFormRegisterReturn
  error?: string
  autoComplete: 'current-password' | 'new-password'
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="password"
          autoComplete={autoComplete}
          className={inputClass(error)}
        />
      )}
    </FormField>
  )
}
