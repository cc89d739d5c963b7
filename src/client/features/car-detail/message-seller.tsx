import { useId, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import type { User } from '#shared/accounts'
import type { Car } from '#shared/cars'
import { DialogActions } from '../../components/dialog-actions'
import { ModalDialog } from '../../components/modal-dialog'
import { formatNumber } from '../../lib/format-price'
import type { LoginRedirectState } from '../../lib/login-redirect'
import { MESSAGE_MAX, showCounter } from '../../lib/message-text'
import { useMessageText } from '../../lib/use-message-text'
import { paths } from '#shared/paths'
import { useStartConversation } from './api/start-conversation'

/** Whether the page offers "Message seller" (or, signed out, the way to sign in for it). */
export const offersMessage = (car: Car, user: User | null) => user?._id !== car.sellerId

/**
 * "Message seller": a question about this car, sent to its seller through the site (neither
 * side sees the other's address). Signed-out visitors are offered the way to sign in; the
 * car's own seller sees nothing.
 */
export function MessageSeller({
  car,
  user,
  className = '',
}: {
  car: Car
  user: User | null
  className?: string
}) {
  const location = useLocation()
  const [open, setOpen] = useState(false)
  if (!user) {
    const state: LoginRedirectState = { from: location }
    return (
      <Link
        to={paths.login.to()}
        state={state}
        className={`btn btn-outline btn-block ${className}`}
      >
        Sign in to message the seller
      </Link>
    )
  }
  if (!offersMessage(car, user)) return null
  return (
    <>
      <button
        type="button"
        className={`btn btn-outline btn-block ${className}`}
        onClick={() => setOpen(true)}
      >
        Message seller
      </button>
      <ModalDialog
        open={open}
        title={`Message ${car.sellerName}`}
        description={`About the ${car.carName}. Your e-mail address is not shown to the seller.`}
        onClose={() => setOpen(false)}
      >
        <MessageForm car={car} onCancel={() => setOpen(false)} />
      </ModalDialog>
    </>
  )
}

function MessageForm({ car, onCancel }: { car: Car; onCancel: () => void }) {
  const id = useId()
  const navigate = useNavigate()
  const start = useStartConversation()
  const message = useMessageText(start)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const text = message.checked()
    if (text === null) return
    start.mutate(
      { car_id: car._id, text },
      { onSuccess: ({ conversationId }) => void navigate(paths.conversation.to(conversationId)) },
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4">
      <label htmlFor={`${id}-text`} className="mb-1.5 block text-sm font-semibold">
        Your message
      </label>
      <textarea
        id={`${id}-text`}
        {...message.field}
        rows={5}
        placeholder="Hi! Is the car still available? Has the timing belt been done?"
        aria-describedby={message.shown ? `${id}-error` : undefined}
        className={`textarea w-full ${message.problem ? 'textarea-error' : ''}`}
      />
      {showCounter(message.text) && (
        <p
          className={`mt-1 text-right text-xs ${message.text.length > MESSAGE_MAX ? 'text-error' : 'text-base-content/75'}`}
        >
          {formatNumber(message.text.length)} / {formatNumber(MESSAGE_MAX)}
        </p>
      )}
      {message.shown && (
        <p id={`${id}-error`} role="alert" className="alert alert-error alert-soft mt-3 text-sm">
          {message.shown}
        </p>
      )}
      <DialogActions onCancel={onCancel} confirmLabel="Send" pending={start.isPending} />
    </form>
  )
}
