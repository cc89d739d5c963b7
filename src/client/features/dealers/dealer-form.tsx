import '../../lib/zod-jitless'
import { useState, type FormEvent } from 'react'
import { dealerPatchSchema, newDealerSchema, type Dealer } from '#shared/dealers'
import { HttpError } from '../../api/http'
import { FormField } from '../../components/form-field'
import { fieldErrors } from './field-errors'
import { RequestError } from '../../components/request-error'
import { SubmitButton } from '../../components/submit-button'

type Values = Record<
  'name' | 'postalCode' | 'city' | 'phone' | 'licenceNumber' | 'crmEmail',
  string
>

const valuesOf = (d?: Dealer): Values => ({
  name: d?.name ?? '',
  postalCode: d?.postalCode ?? '',
  city: d?.city ?? '',
  phone: d?.phone ?? '',
  licenceNumber: d?.licenceNumber ?? '',
  crmEmail: d?.crmEmail ?? '',
})

/**
 * A dealer's details: the form that makes one (no CRM address yet) and the owner's edit of
 * them. Checked with the same schemas as the server; its word on a field goes under it.
 */
export function DealerForm({
  dealer,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  dealer?: Dealer
  submitLabel: string
  pending: boolean
  error: Error | null
  onSubmit: (input: Record<string, string | null>) => void
}) {
  const [values, setValues] = useState(() => valuesOf(dealer))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const editing = dealer !== undefined
  const serverErrors =
    error instanceof HttpError && error.issues?.length ? fieldErrors(error.issues) : {}
  const shown = { ...serverErrors, ...errors }

  function submit(event: FormEvent) {
    event.preventDefault()
    const input = editing
      ? { ...values, crmEmail: values.crmEmail.trim() || null }
      : {
          name: values.name,
          postalCode: values.postalCode,
          city: values.city,
          phone: values.phone,
          licenceNumber: values.licenceNumber,
        }
    const parsed = (editing ? dealerPatchSchema : newDealerSchema).safeParse(input)
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    setErrors({})
    onSubmit(input)
  }

  const text = (
    key: keyof Values,
    label: string,
    props: {
      hint?: string
      description?: string
      type?: string
      autoComplete?: string
      inputMode?: 'numeric' | 'tel'
    } = {},
  ) => (
    <FormField label={label} hint={props.hint} description={props.description} error={shown[key]}>
      {(control) => (
        <input
          {...control}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete ?? 'off'}
          inputMode={props.inputMode}
          value={values[key]}
          onChange={(e) => setValues({ ...values, [key]: e.target.value })}
          className={`input w-full ${shown[key] ? 'input-error' : ''}`}
        />
      )}
    </FormField>
  )

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">{text('name', 'Name', { autoComplete: 'organization' })}</div>
      {text('postalCode', 'ZIP code', { inputMode: 'numeric', autoComplete: 'postal-code' })}
      {text('city', 'City', { autoComplete: 'address-level2' })}
      {text('phone', 'Phone', { hint: '(optional)', type: 'tel', inputMode: 'tel' })}
      {text('licenceNumber', 'Dealer licence number', { hint: '(optional)' })}
      {editing && (
        <div className="sm:col-span-2">
          {text('crmEmail', 'CRM lead e-mail', {
            hint: '(optional)',
            type: 'email',
            description: 'Each new lead is sent there as ADF XML, the format CRMs read.',
          })}
        </div>
      )}
      {dealer?.verified && (
        <p className="text-sm text-base-content/70 sm:col-span-2">
          A new name or licence number takes the Verified badge away until an admin checks it again.
        </p>
      )}
      {/* A refusal of fields is said under each field instead. */}
      <RequestError
        error={Object.keys(serverErrors).length ? null : error}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  )
}
