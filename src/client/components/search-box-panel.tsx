import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { useSuggestions } from '../api/suggest'
import {
  forgetSearch,
  recentSearchesSnapshot,
  subscribeRecentSearches,
} from '../lib/recent-searches'
import { CloseIcon } from './icons'

/** How long typing pauses before suggestions are asked for: one request per pause. */
const SUGGEST_DELAY_MS = 150

type Props = {
  /** The box's datalist, which the suggestions fill. */
  datalist: HTMLDataListElement
  /** What the box holds now. */
  text: string
  /** Focused and empty: the recent searches show. */
  open: boolean
  onPick: (q: string) => void
  /** A recent search was removed: the focus goes back to the box. */
  onRemoved: () => void
}

const noRecent: string[] = []

const ClockIcon = () => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
)

/**
 * The search box's suggestions and recent searches, loaded when the box is first focused. The
 * recent ones are buttons in a list under the box, each with its own Remove; a mouse press on
 * them keeps the focus in the box, so the list stays open while one is removed.
 */
export default function SearchBoxPanel({ datalist, text, open, onPick, onRemoved }: Props) {
  const headingId = useId()
  const [asked, setAsked] = useState(text.trim())
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), SUGGEST_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])
  const suggestions = useSuggestions(asked).data ?? []
  const recent = useSyncExternalStore(
    subscribeRecentSearches,
    recentSearchesSnapshot,
    () => noRecent,
  )

  return (
    <>
      {createPortal(
        text.trim() !== '' && suggestions.map((s) => <option key={s.query} value={s.label} />),
        datalist,
      )}
      {open && recent.length > 0 && (
        <div
          className="absolute inset-x-0 top-full z-50 mt-1 rounded-box border border-base-300 bg-base-100 py-2 text-base-content shadow-lg"
          onMouseDown={(event) => event.preventDefault()}
        >
          <p id={headingId} className="px-4 py-1 text-sm font-semibold text-base-content/70">
            Recent searches
          </p>
          <ul aria-labelledby={headingId}>
            {recent.map((q) => (
              <li key={q} className="flex items-center pr-2">
                <button
                  type="button"
                  className="flex min-h-11 min-w-0 grow items-center gap-3 px-4 text-left hover:bg-base-200 focus-visible:bg-base-200"
                  onClick={() => onPick(q)}
                >
                  <span className="shrink-0 text-base-content/60">
                    <ClockIcon />
                  </span>
                  <span className="truncate">{q}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-square btn-ghost btn-sm"
                  aria-label={`Remove “${q}” from recent searches`}
                  onClick={() => {
                    forgetSearch(q)
                    onRemoved()
                  }}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}
