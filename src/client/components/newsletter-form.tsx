import { useId, useState, type FormEvent } from 'react'
import { subscribeNewsletter } from '../api/subscribe-newsletter'
import { toast } from '../lib/toast'

// Deliberately loose: the server has the final word (docs/api.md: a bad email is a 400).
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function NewsletterForm() {
  const id = useId()
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  // Read when sent rather than held in state: the footer is hydrated late (root-layout.tsx), and
  // what was typed before that must count.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const value = String(new FormData(form).get('email') ?? '').trim()
    if (!emailPattern.test(value)) {
      setError('Enter a valid email address, like username@site.com.')
      return
    }
    setError(null)
    setPending(true)
    try {
      await subscribeNewsletter(value)
      toast.success('Subscribed')
      form.reset()
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not subscribe. Please try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="footer-heading">
        Newsletter
      </h2>
      <label htmlFor={`${id}-email`} className="mb-2 block text-sm">
        Enter your email address
      </label>
      <div className="join w-full max-w-sm">
        {/* Not the placeholder '{email}', an unfilled template (docs/spec-deviations.md). */}
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="username@site.com"
          className="input join-item w-full text-base-content"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn btn-primary join-item" disabled={pending}>
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Subscribe
        </button>
      </div>
      <p id={`${id}-error`} role="alert" className="mt-2 min-h-5 text-sm text-red-300">
        {error}
      </p>
    </form>
  )
}
