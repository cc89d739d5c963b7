import '../../lib/zod-jitless'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { contactSchema, type ContactInput } from '#shared/contact'
import { HttpError } from '../../api/http'
import { useSendContact } from './api/send-contact'

type Field = 'name' | 'email' | 'message'
const fields: Field[] = ['name', 'email', 'message']

function Labelled({
  label,
  error,
  children,
}: {
  label: string
  error?: string
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        ...(error && { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }),
      })}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** The Contact page's form: its own chunk, with the form library, loaded by the page. */
export default function ContactForm() {
  const send = useSendContact()
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', message: '', website: '' },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      // The server's word on a field goes under that field (`body.email` → email).
      onError: (err) => {
        if (!(err instanceof HttpError)) return
        for (const issue of err.issues ?? []) {
          const field = issue.path.replace(/^body\./, '') as Field
          if (fields.includes(field)) form.setError(field, { message: issue.message })
        }
      },
    }),
  )
  const formError =
    send.isError && !(send.error instanceof HttpError && send.error.issues?.length)
      ? send.error.message
      : null

  return (
    <div className="mt-8 rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
      {send.isSuccess ? (
        // Focused when it replaces the form, whose button had the focus: read out, and the
        // keyboard stays here rather than starting over at the top of the page.
        <div
          role="status"
          tabIndex={-1}
          ref={(el) => el?.focus()}
          className="alert alert-success alert-soft"
        >
          <p>
            Thank you, {send.variables.name}. Your message is on its way to us; we will answer at{' '}
            <strong>{send.variables.email}</strong>.
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <h2 className="text-xl font-bold">Send us a message</h2>
          <Labelled label="Your name" error={errors.name?.message}>
            {(control) => (
              <input
                {...control}
                {...form.register('name')}
                autoComplete="name"
                className={`input w-full ${errors.name ? 'input-error' : ''}`}
              />
            )}
          </Labelled>
          <Labelled label="Your email" error={errors.email?.message}>
            {(control) => (
              <input
                {...control}
                {...form.register('email')}
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                className={`input w-full ${errors.email ? 'input-error' : ''}`}
              />
            )}
          </Labelled>
          <Labelled label="Message" error={errors.message?.message}>
            {(control) => (
              <textarea
                {...control}
                {...form.register('message')}
                rows={6}
                className={`textarea w-full ${errors.message ? 'textarea-error' : ''}`}
              />
            )}
          </Labelled>
          {/* For robots only: people never see it, so a filled one is not a person's. */}
          <div aria-hidden="true" className="hidden">
            <label>
              Website
              <input {...form.register('website')} tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          {formError && (
            <div role="alert" className="alert alert-error alert-soft text-sm">
              {formError}
            </div>
          )}
          <button
            type="submit"
            className="btn btn-primary justify-self-start"
            disabled={send.isPending}
          >
            {send.isPending && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            Send message
          </button>
        </form>
      )}
    </div>
  )
}
