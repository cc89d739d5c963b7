import { useState, type ChangeEvent } from 'react'
import { messageTextError } from './message-text'

/**
 * A message being written (to a seller, in a conversation): its text, checked as the server
 * checks it before it is sent (message-text.ts), and the problem to show. Typing clears the check's problem.
 */
export function useMessageText(call: { error: Error | null }) {
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  return {
    text,
    /** The check's problem, which marks the field invalid. */
    problem,
    /** What to tell the writer: the check's problem, or else the server's refusal of the last send. */
    shown: problem ?? call.error?.message ?? null,
    /** The textarea's value, change and invalid mark. */
    field: {
      value: text,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
        setText(event.target.value)
        setProblem(null)
      },
      'aria-invalid': problem ? true : undefined,
    },
    clear: () => setText(''),
    /** The trimmed text when it may be sent; otherwise null, and the problem is shown. */
    checked: () => {
      const found = messageTextError(text)
      setProblem(found)
      return found ? null : text.trim()
    },
  }
}
