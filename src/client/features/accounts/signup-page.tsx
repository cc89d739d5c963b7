import '../../lib/zod-jitless'
import { zodResolver } from '@hookform/resolvers/zod'
import type { QueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import { signupSchema, type SignupInput } from '#shared/accounts'
import { HttpError } from '../../api/http'
import { returnPathFrom, type WelcomeState } from '../../lib/login-redirect'
import { toast } from '../../lib/toast'
import { paths } from '#shared/paths'
import { providersQueryOptions, useProviders } from './api/get-providers'
import { useSignUp } from './api/sign-up'
import { AuthLayout } from './auth-layout'
import { CarPrompt } from './car-prompt'
import { FormAlert } from './form-alert'
import { NameFields } from './name-fields'
import { PasswordField } from './password-field'
import { SubmitButton } from '../../components/submit-button'
import { EmailField } from './email-field'
import { FormField, selectClass } from '../../components/form-field'
import { GoogleButton } from './google-button'
import { OrDivider } from './or-divider'

export const loader = (client: QueryClient) => () => {
  void client.prefetchQuery(providersQueryOptions())
  return null
}

// The select starts on 'Pick one', which is no role: the schema answers 'Type required'.
type SignupFormValues = Omit<SignupInput, 'role'> & { role: SignupInput['role'] | '' }
const fieldNames = ['firstName', 'lastName', 'email', 'role', 'password'] as const
type FieldName = (typeof fieldNames)[number]

/** The server's 400 names fields as `body.firstName`: put each message under its field. */
function fieldOf(path: string): FieldName | undefined {
  const name = path.replace(/^body\./, '')
  return fieldNames.find((field) => field === name)
}

/** What the panel promises: only the sign-in methods this server offers. */
const perks = (google: boolean) => [
  'Buyers: book test drives and pay securely from My Orders',
  'Sellers: list a car in minutes and feature it on the home page',
  google ? 'One account, signed in with email or Google' : 'One account, signed in with email',
]

// Sign up; its messages come from the shared schema.
function SignupPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const signUp = useSignUp()
  const providers = useProviders()
  const form = useForm<SignupFormValues, unknown, SignupInput>({
    resolver: zodResolver<SignupFormValues, unknown, SignupInput>(signupSchema),
    defaultValues: { firstName: '', lastName: '', email: '', role: '', password: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: () => {
        toast.success('User Created Successfully')
        // Home, with the next step: a seller's first car, or back to the car
        // a buyer was looking at when sign-in was asked for.
        const welcome: WelcomeState = {
          welcome: { role: values.role, next: returnPathFrom(location.state) },
        }
        void navigate(paths.home.to(), { state: welcome })
      },
      onError: (error) => {
        if (!(error instanceof HttpError)) return
        for (const issue of error.issues ?? []) {
          const field = fieldOf(issue.path)
          if (field) form.setError(field, { message: issue.message })
        }
      },
    }),
  )
  const emailTaken = signUp.error instanceof HttpError && signUp.error.status === 409

  return (
    <AuthLayout
      title="Sign Up"
      tabTitle="Sign up"
      intro="Create your free account to buy or sell a used car on Wheelanes. It takes a minute."
      perks={perks(providers.data?.google === true)}
    >
      <CarPrompt offer="login" />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <NameFields
            first={{ registration: form.register('firstName'), error: errors.firstName?.message }}
            last={{ registration: form.register('lastName'), error: errors.lastName?.message }}
          />
        </div>
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <FormField label="I am a" error={errors.role?.message}>
          {(control) => (
            <select
              {...control}
              {...form.register('role')}
              className={selectClass(errors.role?.message)}
            >
              <option value="" disabled>
                Pick one
              </option>
              <option value="buyer">Buyer</option>
              <option value="seller">Seller</option>
            </select>
          )}
        </FormField>
        <PasswordField
          label="Password"
          registration={form.register('password')}
          error={errors.password?.message}
          autoComplete="new-password"
        />
        {signUp.isError && (
          <FormAlert>
            <p>
              {signUp.error.message}
              {emailTaken && (
                <>
                  {' '}
                  <Link to={paths.login.to()} state={location.state} className="link font-semibold">
                    Log in instead
                  </Link>
                </>
              )}
            </p>
          </FormAlert>
        )}
        <SubmitButton pending={signUp.isPending} className="w-full">
          Sign Up
        </SubmitButton>
      </form>
      <OrDivider />
      <GoogleButton returnTo={paths.home.to()} />
      <p className="mt-8 text-center text-sm">
        {/* The page that sent the visitor to sign in goes back with them, as from /login. */}
        <Link to={paths.login.to()} state={location.state} className="link link-hover">
          Already have an account? <span className="font-semibold text-primary">Login</span>
        </Link>
      </p>
    </AuthLayout>
  )
}

export { SignupPage as Component }
