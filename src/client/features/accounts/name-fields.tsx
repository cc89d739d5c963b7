import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField, inputClass } from '../../components/form-field'

type Name = { registration: UseFormRegisterReturn; error?: string }

/** First and last name side by side (one above the other on phones): sign-up and Account. */
export function NameFields({ first, last }: { first: Name; last: Name }) {
  return (
    <>
      <NameField label="First Name" name={first} autoComplete="given-name" />
      <NameField label="Last Name" name={last} autoComplete="family-name" />
    </>
  )
}

function NameField({
  label,
  name,
  autoComplete,
}: {
  label: string
  name: Name
  autoComplete: string
}) {
  return (
    <FormField label={label} error={name.error}>
      {(control) => (
        <input
          {...control}
          {...name.registration}
          autoComplete={autoComplete}
          className={inputClass(name.error)}
        />
      )}
    </FormField>
  )
}
