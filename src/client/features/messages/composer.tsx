import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { formatNumber } from '../../lib/format-price'
import { MESSAGE_MAX, messageTextError, showCounter } from '../../lib/message-text'
import { useSendMessage } from './api/send-message'

/** The box at the bottom of a conversation: Enter sends, Shift+Enter starts a new line. */
export function Composer({ conversationId }: { conversationId: string }) {
  const id = useId()
  const send = useSendMessage()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)

  function submit() {
    if (send.isPending) return
    const problem = messageTextError(text)
    setError(problem)
    if (problem) return
    send.mutate({ id: conversationId, text: text.trim() }, { onSuccess: () => setText('') })
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

  const shown = error ?? (send.isError ? send.error.message : null)
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="border-t border-base-300 bg-base-100 p-2 sm:p-3"
    >
      {shown && (
        <p id={`${id}-error`} role="alert" className="mb-2 text-sm text-error">
          {shown}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={`${id}-text`} className="sr-only">
          Your message
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setError(null)
          }}
          onKeyDown={onKeyDown}
          rows={2}
          placeholder="Write a message"
          aria-invalid={error ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          className="textarea min-h-0 w-full flex-1 resize-none"
        />
        <button type="submit" className="btn btn-primary" disabled={send.isPending}>
          Send
        </button>
      </div>
      {showCounter(text) && (
        <p
          className={`mt-1 text-xs ${text.length > MESSAGE_MAX ? 'text-error' : 'text-base-content/75'}`}
        >
          {formatNumber(text.length)} / {formatNumber(MESSAGE_MAX)}
        </p>
      )}
    </form>
  )
}
