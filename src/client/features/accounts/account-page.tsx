import '../../lib/zod-jitless'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useSearchParams } from 'react-router'
import {
  accountDeleteSchema,
  googleLinkSchema,
  passwordChangeSchema,
  signupSchema,
  type Account,
  type EmailKind,
  type PasswordChange,
} from '#shared/accounts'
import { signedInLoader } from '../../api/signed-in-loader'
import { PageHeading } from '../../components/page-heading'
import { QueryAnswer } from '../../components/query-answer'
import { toast } from '../../lib/toast'
import { paths } from '#shared/paths'
import {
  accountQueryOptions,
  useAccount,
  useChangePassword,
  useDeleteAccount,
  useLinkGoogle,
  useSendVerification,
  useUpdateAccount,
} from './api/account'
import { useProviders } from './api/get-providers'
import { FormAlert } from './form-alert'
import { NameFields } from './name-fields'
import { PasswordField } from './password-field'
import { PasswordStep } from './password-step'
import { useHydrated } from '../../lib/use-hydrated'
import { SubmitButton } from '../../components/submit-button'

export const loader = signedInLoader('anyone', (client) => {
  void client.prefetchQuery(accountQueryOptions())
})

function Section({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children: ReactNode
}) {
  return (
    <section className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4 p-5 sm:p-6">
        <div>
          <h2 className="text-lg font-bold">{title}</h2>
          <p className="text-sm text-base-content/75">{intro}</p>
        </div>
        {children}
      </div>
    </section>
  )
}

const nameSchema = signupSchema.pick({ firstName: true, lastName: true })
type NameInput = { firstName: string; lastName: string }

function ProfileSection({ account }: { account: Account }) {
  const update = useUpdateAccount()
  const resend = useSendVerification()
  const form = useForm<NameInput>({
    resolver: zodResolver(nameSchema),
    values: { firstName: account.user.firstName, lastName: account.user.lastName },
    // A toggle saved meanwhile updates the account: a name being typed stays.
    resetOptions: { keepDirtyValues: true },
  })
  const { errors, isDirty } = form.formState
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, { onSuccess: () => toast.success('Your name is saved') }),
  )
  const { email, emailVerified } = account.user

  return (
    <Section title="Profile" intro="Your name is what sellers and buyers see.">
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <NameFields
          first={{ registration: form.register('firstName'), error: errors.firstName?.message }}
          last={{ registration: form.register('lastName'), error: errors.lastName?.message }}
        />
        {update.isError && (
          <div className="sm:col-span-2">
            <FormAlert>{update.error.message}</FormAlert>
          </div>
        )}
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={!isDirty || update.isPending}>
            Save name
          </button>
        </div>
      </form>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-base-300 pt-4 text-sm">
        <span className="font-semibold">E-mail</span>
        <span className="[overflow-wrap:anywhere]">{email}</span>
        {emailVerified ? (
          <span className="badge badge-success">Confirmed</span>
        ) : (
          <>
            <span className="badge badge-warning">Not confirmed</span>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={resend.isPending || resend.isSuccess}
              onClick={() =>
                resend.mutate(email, {
                  onSuccess: () => toast.success(`We sent a new link to ${email}`),
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              {resend.isSuccess ? 'Link sent' : 'Send the link again'}
            </button>
          </>
        )}
      </div>
    </Section>
  )
}

const preferences: { kind: EmailKind; label: string; hint: string }[] = [
  {
    kind: 'bookings',
    label: 'Test drives, offers and payments',
    hint: 'Bookings, cancellations and payments. Receipts are always sent.',
  },
  { kind: 'messages', label: 'Messages', hint: 'When a buyer or seller writes to you.' },
  {
    kind: 'alerts',
    label: 'Saved-search alerts',
    hint: 'New cars matching a saved search, and price cuts on cars you saved.',
  },
  { kind: 'newsletter', label: 'Newsletter', hint: 'News and tips from Wheelanes, now and then.' },
]

function PreferencesSection({ account }: { account: Account }) {
  const update = useUpdateAccount()
  // The toggle moves at once (state set in the change event itself, so React never puts the
  // old value back in between); if the server refuses, it moves back.
  const [moved, setMoved] = useState<Account['notifications'] | null>(null)
  return (
    <Section
      title="E-mails"
      intro="Choose what we e-mail you about. You are always told in the app, under the bell."
    >
      <ul className="divide-y divide-base-300">
        {preferences.map(({ kind, label, hint }) => (
          <li key={kind}>
            <label className="flex cursor-pointer items-start justify-between gap-4 py-3">
              <span>
                <span className="block text-sm font-semibold">{label}</span>
                <span className="block text-sm text-base-content/70">{hint}</span>
              </span>
              <input
                type="checkbox"
                className="toggle toggle-primary mt-1 shrink-0"
                checked={(moved ?? account.notifications)[kind]}
                disabled={update.isPending}
                onChange={(e) => {
                  setMoved({ ...account.notifications, [kind]: e.target.checked })
                  update.mutate(
                    { notifications: { [kind]: e.target.checked } },
                    {
                      onError: (error) => toast.error(error.message),
                      onSettled: () => setMoved(null),
                    },
                  )
                }}
              />
            </label>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function PasswordSection({ account }: { account: Account }) {
  const change = useChangePassword()
  const form = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset()
        toast.success('Password changed. Your other devices are signed out.')
      },
    }),
  )

  if (!account.user.hasPassword) {
    return (
      <Section title="Password" intro="You sign in with Google, so your account has no password.">
        <p className="text-sm">
          To add one, ask for a link on the{' '}
          <Link to={paths.forgotPassword.to()} className="link link-primary">
            forgot password
          </Link>{' '}
          page.
        </p>
      </Section>
    )
  }
  return (
    <Section title="Password" intro="Changing it signs you out on every other device.">
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label="Current password"
          registration={form.register('currentPassword')}
          error={errors.currentPassword?.message}
          autoComplete="current-password"
        />
        <PasswordField
          label="New password"
          registration={form.register('newPassword')}
          error={errors.newPassword?.message}
          autoComplete="new-password"
        />
        {change.isError && (
          <div className="sm:col-span-2">
            <FormAlert>{change.error.message}</FormAlert>
          </div>
        )}
        <div className="sm:col-span-2">
          <SubmitButton pending={change.isPending}>Change password</SubmitButton>
        </div>
      </form>
    </Section>
  )
}

/** Google sign-in beside the password: linking asks for the password once. */
function GoogleSection({ account }: { account: Account }) {
  const providers = useProviders()
  const [searchParams] = useSearchParams()
  const link = useLinkGoogle()
  if (!providers.data?.google) return null

  return (
    <Section title="Sign in with Google" intro="Use your Google account to sign in to Wheelanes.">
      {account.user.hasGoogle ? (
        <p className="text-sm">
          <span className="badge badge-success mr-2">Linked</span>
          {searchParams.get('linked') === 'google'
            ? 'Done: you can now sign in with Google.'
            : 'You can sign in with Google.'}
        </p>
      ) : !account.user.hasPassword ? null : (
        <PasswordStep
          open="Link Google…"
          label="Your Wheelanes password"
          schema={googleLinkSchema}
          call={link}
          submit="Continue to Google"
          cancel="Cancel"
        >
          {searchParams.get('error') === 'google' && (
            <FormAlert>
              Google could not be linked. Use the Google account with the same e-mail address.
            </FormAlert>
          )}
        </PasswordStep>
      )}
    </Section>
  )
}

function DeleteSection({ account }: { account: Account }) {
  const remove = useDeleteAccount()
  const seller = account.user.role === 'seller'

  return (
    <Section
      title="Delete my account"
      intro={`This cannot be undone. You are signed out everywhere${
        seller ? ', your cars for sale leave the marketplace' : ''
      } and unpaid bookings are cancelled. Paid bookings stay on record without your e-mail or phone.`}
    >
      {!account.user.hasPassword ? (
        <p className="text-sm">
          First give your account a password (see above): deleting asks for it.
        </p>
      ) : (
        <PasswordStep
          open="Delete my account…"
          label="Your password"
          schema={accountDeleteSchema}
          call={remove}
          submit="Delete my account for good"
          cancel="Keep my account"
          danger
        />
      )}
    </Section>
  )
}

/** The dashboard's Account page (docs/api.md "Account and e-mail"). */
function AccountPage() {
  const account = useAccount()
  const hydrated = useHydrated()
  return (
    <div className="max-w-3xl">
      <PageHeading title="Account" />
      <p className="mt-1 text-base-content/75">Your details, e-mails, password and data.</p>
      <QueryAnswer query={account} what="your account">
        {(data) => (
          // Server-rendered, its forms take no input until their scripts run (it would be lost).
          <div className="mt-6 space-y-5" inert={!hydrated}>
            <ProfileSection account={data} />
            <PreferencesSection account={data} />
            <PasswordSection account={data} />
            <GoogleSection account={data} />
            <Section
              title="Your data"
              intro="A file with everything we hold about you: profile, cars, bookings, saved cars and notifications."
            >
              <div>
                <a href="/api/account/export" download className="btn btn-outline">
                  Download my data
                </a>
              </div>
            </Section>
            <DeleteSection account={data} />
          </div>
        )}
      </QueryAnswer>
    </div>
  )
}

export { AccountPage as Component }
