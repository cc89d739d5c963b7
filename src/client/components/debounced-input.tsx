import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react'

/** How long typing pauses before the search runs: one request per pause, not per keystroke. */
export const TYPING_DELAY_MS = 300

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'> & {
  /** The value in the URL. */
  value: string
  /** Called with the trimmed text once typing pauses, on Enter and on leaving the field. */
  onCommit: (value: string) => void
}

/**
 * A text field that keeps what is typed to itself and hands it on once typing pauses. When the
 * URL changes under it (Back, 'Clear filters'), it shows the URL's value again.
 */
export function DebouncedInput({ value, onCommit, onBlur, onKeyDown, ...props }: Props) {
  const [draft, setDraft] = useState(value)
  const [shown, setShown] = useState(value)
  // Adjusting state while rendering (not in an effect) avoids a frame with the stale text. A
  // draft that only differs by spaces is the person still typing: it stays.
  if (value !== shown) {
    setShown(value)
    if (draft.trim() !== value) setDraft(value)
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // The timer fires after a render or two: it must call the latest onCommit, whose search
  // includes any filter changed meanwhile, not the one from when the key was pressed.
  const latest = useRef({ onCommit, value })
  useEffect(() => {
    latest.current = { onCommit, value }
  })
  useEffect(() => () => clearTimeout(timer.current), [])

  function commit(text: string) {
    clearTimeout(timer.current)
    const next = text.trim()
    if (next !== latest.current.value) latest.current.onCommit(next)
  }

  return (
    <input
      {...props}
      value={draft}
      onChange={(event) => {
        const text = event.target.value
        setDraft(text)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => commit(text), TYPING_DELAY_MS)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(event.currentTarget.value)
        onKeyDown?.(event)
      }}
      onBlur={(event) => {
        commit(event.currentTarget.value)
        onBlur?.(event)
      }}
    />
  )
}
