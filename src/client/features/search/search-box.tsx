import { useId } from 'react'
import { searchFields } from '#shared/search-fields'
import { useSuggestions } from './api/suggest'
import { DebouncedInput } from '../../components/debounced-input'

function SearchIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  )
}

/**
 * Free-text search; results follow as the person types (one request per pause), and the
 * browser offers makes, models and body types that begin with it (a datalist: native on every
 * phone, and a chosen one is searched at once).
 */
export function SearchBox({ value, onCommit }: { value: string; onCommit: (q: string) => void }) {
  const listId = useId()
  const suggestions = useSuggestions(value).data ?? []
  return (
    // Enter commits at once (DebouncedInput); the form only gives the landmark and the keyboard's
    // search key, so its own submit is a no-op.
    <form role="search" className="max-w-2xl" onSubmit={(event) => event.preventDefault()}>
      <label className="input input-lg w-full">
        <span className="text-base-content/60">
          <SearchIcon />
        </span>
        <span className="sr-only">Search cars</span>
        <DebouncedInput
          name="q"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Make, model or keyword"
          // The datalist's arrow would sit on the search field's own clear button.
          className="grow [&::-webkit-calendar-picker-indicator]:hidden"
          maxLength={searchFields.q.max}
          list={listId}
          value={value}
          onCommit={onCommit}
        />
      </label>
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s.query} value={s.label} />
        ))}
      </datalist>
    </form>
  )
}
