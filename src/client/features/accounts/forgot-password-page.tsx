import '../../lib/zod-jitless'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link, useLocation } from 'react-router'
import { passwordResetRequestSchema, type PasswordResetRequest } from '#shared/accounts'
import { paths } from '#shared/paths'
import { useRequestPasswordReset } from './api/request-password-reset'
import { AuthLayout } from './auth-layout'
import { carriedEmailFrom } from './carried-email'
import { EmailField } from './email-field'
import { FormAlert } from './form-alert'
import { SubmitButton } from '../../components/submit-button'

export const resetPerks = [
  'The link in the e-mail works once, for one hour',
  'Choosing a new password signs out every device',
  'We never say whether an address has an account',
]

function ForgotPasswordPage() {
  const ask = useRequestPasswordReset()
  // The address typed on /login, if any.
  const carried = carriedEmailFrom(useLocation().state)
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: carried?.email ?? '' },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit((values) => ask.mutate(values))

  return (
    <AuthLayout
      title="Forgot your password?"
      tabTitle="Forgot password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      perks={resetPerks}
    >
      {ask.isSuccess ? (
        <div role="status" className="alert alert-success alert-soft text-sm">
          <p>
            Check your inbox. If an account uses <strong>{ask.variables.email}</strong>, we have
            sent it a link to choose a new password. It works for one hour.
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <EmailField registration={form.register('email')} error={errors.email?.message} />
          {ask.isError && <FormAlert>{ask.error.message}</FormAlert>}
          <SubmitButton pending={ask.isPending} className="w-full">
            Send me a link
          </SubmitButton>
        </form>
      )}
      <p className="mt-8 text-center text-sm">
        <Link to={paths.login.to()} className="link link-hover">
          Remembered it? <span className="font-semibold text-primary">Back to login</span>
        </Link>
      </p>
    </AuthLayout>
  )
}

export { ForgotPasswordPage as Component }
