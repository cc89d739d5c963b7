import '../../lib/zod-jitless'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { passwordResetSchema } from '#shared/accounts'
import { isClientError } from '../../api/http'
import { paths } from '#shared/paths'
import { useResetPassword } from './api/reset-password'
import { AuthLayout } from './auth-layout'
import { carryEmail } from './carried-email'
import { FormAlert } from './form-alert'
import { PasswordField } from './password-field'
import { SubmitButton } from '../../components/submit-button'
import { resetPerks } from './forgot-password-page'

const formSchema = z
  .object({
    newPassword: passwordResetSchema.shape.newPassword,
    confirm: z.string(),
  })
  .refine((v) => v.confirm === v.newPassword, {
    path: ['confirm'],
    message: 'The two passwords are not the same',
  })
type FormValues = z.infer<typeof formSchema>

function ResetPasswordPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const navigate = useNavigate()
  const reset = useResetPassword()
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { newPassword: '', confirm: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        // /login says the password changed, with the account's address filled in.
        onSuccess: ({ email }) => {
          void navigate(paths.login.to(), { replace: true, state: carryEmail(email ?? '', true) })
        },
      },
    ),
  )

  const askAgain = (
    <Link to={paths.forgotPassword.to()} className="link font-semibold">
      Ask for a new link
    </Link>
  )

  return (
    <AuthLayout
      title="Choose a new password"
      tabTitle="New password"
      intro="Pick a password of at least 6 characters. Every device signed in to your account will be signed out."
      perks={resetPerks}
    >
      {!token ? (
        <FormAlert>
          <p>This reset link is incomplete. {askAgain}.</p>
        </FormAlert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <PasswordField
            label="New password"
            registration={form.register('newPassword')}
            error={errors.newPassword?.message}
            autoComplete="new-password"
          />
          <PasswordField
            label="New password again"
            registration={form.register('confirm')}
            error={errors.confirm?.message}
            autoComplete="new-password"
          />
          {reset.isError && (
            <FormAlert>
              <p>
                {reset.error.message} {isClientError(reset.error) ? askAgain : null}
              </p>
            </FormAlert>
          )}
          <SubmitButton pending={reset.isPending} className="w-full">
            Save the new password
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  )
}

export { ResetPasswordPage as Component }
