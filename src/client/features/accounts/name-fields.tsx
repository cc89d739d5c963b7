import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField, inputClass } from './form-field'

type Name = { registration: UseFormRegisterReturn; error?: string }

/** First and last name side by side (one above the other on phones): sign-up and Account. */
export function NameFields({ first, last }: { first: Name; last: Name }) {
  return (
    <>
      <FormField label="First Name" error={first.error}>
        {(control) => (
          <input
            {...control}
            {...first.registration}
            autoComplete="given-name"
            className={inputClass(first.error)}
          />
        )}
      </FormField>
      <FormField label="Last Name" error={last.error}>
        {(control) => (
          <input
            {...control}
            {...last.registration}
            autoComplete="family-name"
            className={inputClass(last.error)}
          />
        )}
      </FormField>
    </>
  )
}
