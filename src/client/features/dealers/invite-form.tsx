import '../../lib/zod-jitless'
import { useState, type FormEvent } from 'react'
import { newInviteSchema } from '#shared/dealers'
import { FormField } from '../../components/form-field'
import { fieldErrors } from './field-errors'
import { useInviteMember } from './api/invite-member'
import { RequestError } from '../../components/request-error'
import { SubmitButton } from '../../components/submit-button'

/** The owner's invitation: an address and a role; the person gets a link by e-mail. */
export function InviteForm({ dealerId }: { dealerId: string }) {
  const invite = useInviteMember()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<'manager' | 'sales'>('sales')
  const [errors, setErrors] = useState<Record<string, string>>({})

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = newInviteSchema.safeParse({ email, role })
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    setErrors({})
    invite.mutate({ dealerId, invite: { email, role } }, { onSuccess: () => setEmail('') })
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-3 grid items-end gap-4 sm:grid-cols-[1fr_auto_auto]"
    >
      <FormField label="E-mail address" error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="off"
            placeholder="colleague@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={`input w-full ${errors.email ? 'input-error' : ''}`}
          />
        )}
      </FormField>
      <FormField label="Role">
        {(control) => (
          <select
            {...control}
            value={role}
            onChange={(e) => setRole(e.target.value as 'manager' | 'sales')}
            className="select w-full sm:w-40"
          >
            <option value="manager">Manager</option>
            <option value="sales">Sales</option>
          </select>
        )}
      </FormField>
      <SubmitButton pending={invite.isPending}>Send invitation</SubmitButton>
      <div aria-live="polite" className="sm:col-span-3">
        <RequestError error={invite.error} className="" />
        {invite.isSuccess && (
          <p className="text-sm text-success">
            Invitation sent to {invite.data.email}. The link works for 7 days.
          </p>
        )}
      </div>
    </form>
  )
}
