import '../../lib/zod-jitless'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { contactSchema, type ContactInput } from '#shared/contact'
import { HttpError } from '../../api/http'
import { FormField, textareaClass } from '../../components/form-field'
import { FormInput } from '../../components/form-input'
import { SubmitButton } from '../../components/submit-button'
import { useSendContact } from './api/send-contact'

type Field = 'name' | 'email' | 'message'
const fields: Field[] = ['name', 'email', 'message']

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
          <FormInput form={form} name="name" label="Your name" autoComplete="name" />
          <FormInput
            form={form}
            name="email"
            label="Your email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
          />
          <FormField label="Message" error={errors.message?.message}>
            {(control) => (
              <textarea
                {...control}
                {...form.register('message')}
                rows={6}
                className={textareaClass(errors.message?.message)}
              />
            )}
          </FormField>
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
          <SubmitButton pending={send.isPending} className="justify-self-start">
            Send message
          </SubmitButton>
        </form>
      )}
    </div>
  )
}
