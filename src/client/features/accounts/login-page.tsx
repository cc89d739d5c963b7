import '../../lib/zod-jitless'
import { zodResolver } from '@hookform/resolvers/zod'
import type { QueryClient } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { loginSchema, type LoginInput } from '#shared/accounts'
import { useSession } from '../../api/get-session'
import { returnPathFrom } from '../../lib/login-redirect'
import { toast } from '../../lib/toast'
import { paths } from '#shared/paths'
import { providersQueryOptions } from './api/get-providers'
import { useLogIn } from './api/log-in'
import { AuthLayout } from './auth-layout'
import { CarPrompt } from './car-prompt'
import { carriedEmailFrom, carryEmail } from './carried-email'
import { FormAlert } from './form-alert'
import { PasswordField } from './password-field'
import { SubmitButton } from '../../components/submit-button'
import { EmailField } from './email-field'
import { GoogleButton } from './google-button'
import { OrDivider } from './or-divider'

export const loader = (client: QueryClient) => () => {
  void client.prefetchQuery(providersQueryOptions())
  return null
}

const perks = [
  'Book a test drive with the seller in a few clicks',
  'Pay for the car you booked from My Orders',
  'Sellers: list, feature and manage your cars',
]

// Login; after success, back to the page a guard sent the user from.
function LoginPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const returnTo = returnPathFrom(location.state)
  // From a reset: its account's address, and word that the password changed.
  const carried = carriedEmailFrom(location.state)
  const session = useSession()
  const logIn = useLogIn()
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: carried?.email ?? '', password: '' },
  })
  const { errors } = form.formState
  const typedEmail = useWatch({ control: form.control, name: 'email' })

  const onSubmit = form.handleSubmit((values) =>
    logIn.mutate(values, {
      onSuccess: () => {
        toast.success('Login successful')
        void navigate(returnTo ?? paths.home.to(), { replace: true })
      },
    }),
  )

  // A guard sends a signed-in user here when the page needs another role.
  const signedInAs = !logIn.isPending && !logIn.isSuccess ? session.user : null

  return (
    <AuthLayout
      title="Login Now!"
      tabTitle="Login"
      intro="Welcome back. Sign in to book test drives, pay for your orders and manage your listings."
      perks={perks}
    >
      <CarPrompt offer="signup" />
      {carried?.reset && (
        <div role="status" className="alert alert-success alert-soft mb-6 text-sm">
          <p>Your password was changed. Sign in with the new one.</p>
        </div>
      )}
      {signedInAs && (
        <div role="status" className="alert alert-info alert-soft mb-6 text-sm">
          <p>
            You&rsquo;re signed in as <strong>{signedInAs.name}</strong> ({signedInAs.role}).{' '}
            {returnTo
              ? 'That page needs a different account: sign in with it below.'
              : 'Signing in below switches accounts.'}
          </p>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <PasswordField
          label="Password"
          registration={form.register('password')}
          error={errors.password?.message}
          autoComplete="current-password"
        />
        <p className="-mt-2 text-right text-sm">
          {/* The address typed so far goes along: nobody types it twice. */}
          <Link
            to={paths.forgotPassword.to()}
            state={carryEmail(typedEmail)}
            className="link link-hover text-primary"
          >
            Forgot password?
          </Link>
        </p>
        {logIn.isError && <FormAlert>{logIn.error.message}</FormAlert>}
        {searchParams.get('error') === 'google' && !logIn.isError && (
          <FormAlert>
            {searchParams.getAll('error').includes('account_not_linked')
              ? 'This e-mail already has an account: sign in with its password. You can then link Google from your Account page.'
              : 'Google sign-in failed. Please try again.'}
          </FormAlert>
        )}
        <SubmitButton pending={logIn.isPending} className="w-full">
          Login
        </SubmitButton>
      </form>
      <OrDivider />
      <GoogleButton returnTo={returnTo ?? paths.home.to()} />
      <p className="mt-8 text-center text-sm">
        {/* The page that sent the visitor here goes on to sign-up, for its next step. */}
        <Link to={paths.signup.to()} state={location.state} className="link link-hover">
          Don&rsquo;t have an account? <span className="font-semibold text-primary">Register</span>
        </Link>
      </p>
    </AuthLayout>
  )
}

export { LoginPage as Component }
