import { useId, type FormEvent, type KeyboardEvent } from 'react'
import { formatNumber } from '../../lib/format-price'
import { MESSAGE_MAX, showCounter } from '../../lib/message-text'
import { useMessageText } from '../../lib/use-message-text'
import { useSendMessage } from './api/send-message'

/** The box at the bottom of a conversation: Enter sends, Shift+Enter starts a new line. */
export function Composer({ conversationId }: { conversationId: string }) {
  const id = useId()
  const send = useSendMessage()
  const message = useMessageText(send)

  function submit() {
    if (send.isPending) return
    const text = message.checked()
    if (text === null) return
    send.mutate({ id: conversationId, text }, { onSuccess: message.clear })
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault()
    submit()
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Not while an input method is composing a character: its Enter picks the character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="border-t border-base-300 bg-base-100 p-2 sm:p-3"
    >
      {message.shown && (
        <p id={`${id}-error`} role="alert" className="mb-2 text-sm text-error">
          {message.shown}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={`${id}-text`} className="sr-only">
          Your message
        </label>
        <textarea
          id={`${id}-text`}
          {...message.field}
          onKeyDown={onKeyDown}
          rows={2}
          placeholder="Write a message"
          aria-describedby={message.shown ? `${id}-error` : undefined}
          className="textarea min-h-0 w-full flex-1 resize-none"
        />
        <button type="submit" className="btn btn-primary" disabled={send.isPending}>
          Send
        </button>
      </div>
      {showCounter(message.text) && (
        <p
          className={`mt-1 text-xs ${message.text.length > MESSAGE_MAX ? 'text-error' : 'text-base-content/75'}`}
        >
          {formatNumber(message.text.length)} / {formatNumber(MESSAGE_MAX)}
        </p>
      )}
    </form>
  )
}
