import '../../lib/zod-jitless'
import { zodResolver } from '@hookform/resolvers/zod'
import type { UseMutationResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { accountDeleteSchema, googleLinkSchema } from '#shared/accounts'
import { FormAlert } from './form-alert'
import { PasswordField } from './password-field'

type WithPassword = { password: string }

/**
 * A step of the Account page that asks for the password first (linking Google, deleting the
 * account): a button opens the form, whose own button sends the password with the call; Cancel
 * closes it again, keeping what was typed.
 */
export function PasswordStep<TData>({
  open,
  label,
  schema,
  call,
  submit,
  cancel,
  danger = false,
  children,
}: {
  /** The button that asks for the password. */
  open: string
  /** The password field's label. */
  label: string
  schema: typeof googleLinkSchema | typeof accountDeleteSchema
  call: UseMutationResult<TData, Error, WithPassword>
  submit: string
  cancel: string
  /** A step that cannot be undone: its buttons are red. */
  danger?: boolean
  /** Above the first button (what went wrong last time). */
  children?: ReactNode
}) {
  const [asking, setAsking] = useState(false)
  const form = useForm<WithPassword>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  })
  const onSubmit = form.handleSubmit((values) => call.mutate(values))

  if (!asking) {
    return (
      <div className="space-y-3">
        {children}
        <button
          type="button"
          className={`btn btn-outline${danger ? ' btn-error' : ''}`}
          onClick={() => setAsking(true)}
        >
          {open}
        </button>
      </div>
    )
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-sm gap-4">
      <PasswordField
        label={label}
        registration={form.register('password')}
        error={form.formState.errors.password?.message}
        autoComplete="current-password"
      />
      {call.isError && <FormAlert>{call.error.message}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={`btn ${danger ? 'btn-error' : 'btn-primary'}`}
          disabled={call.isPending}
        >
          {submit}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setAsking(false)}>
          {cancel}
        </button>
      </div>
    </form>
  )
}
