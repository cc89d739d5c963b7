import { lazy, Suspense, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '#shared/paths'
import { SEARCH_TEXT_MAX } from '#shared/search-limits'
import { DebouncedInput } from './debounced-input'
import { SearchIcon } from './icons'

// The suggestions and recent searches: their own chunk, asked for when the box is first focused,
// so that the home page's first load carries only the form.
const SearchBoxPanel = lazy(() => import('./search-box-panel'))

type Props = {
  /** The search the page shows (its URL's `q`); empty on a page that only starts a search. */
  value?: string
  /**
   * On the search pages results follow the words: called with them once typing pauses. Without
   * it (the home page) the box opens the search page with `?q=`; a plain form GET, so it works
   * before the page's script has loaded.
   */
  onCommit?: (q: string) => void
  /** 'lg' in a page, 'md' in the navbar. */
  size?: 'md' | 'lg'
  className?: string
}

// Loaded with the panel, or at the first search when the box was never focused (a pasted link).
const remember = (q: string) => {
  if (q) void import('../lib/recent-searches').then((recent) => recent.rememberSearch(q))
}

/**
 * The one search box: on the home page, in the navbar of the search page and on the catalogue
 * pages. Focused and empty, it offers the person's recent searches; typing, the makes, models and
 * body types that begin with the words (a datalist: native on every phone).
 */
export function SearchBox({ value = '', onCommit, size = 'lg', className = '' }: Props) {
  const navigate = useNavigate()
  const listId = useId()
  const form = useRef<HTMLFormElement>(null)
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  // The URL changed under the box (Back, a removed chip, 'Clear filters'): so does its text.
  if (value !== shown) {
    setShown(value)
    setText(value)
  }
  const [focused, setFocused] = useState(false)
  const [panelAsked, setPanelAsked] = useState(false)
  // Always there, if empty until the panel fills it: an input with a list is a combobox to
  // assistive technology, and stays one.
  const [datalist, setDatalist] = useState<HTMLDataListElement | null>(null)

  const input = () => form.current?.elements.namedItem('q') as HTMLInputElement | null

  function search(q: string) {
    remember(q)
    if (onCommit) onCommit(q)
    else void navigate(paths.search.to(q && new URLSearchParams({ q }).toString()))
  }

  const common = {
    name: 'q',
    type: 'search',
    enterKeyHint: 'search',
    autoComplete: 'off',
    placeholder: 'Make, model, price…',
    // The datalist's arrow would sit on the search field's own clear button.
    className: 'min-w-0 grow [&::-webkit-calendar-picker-indicator]:hidden',
    maxLength: SEARCH_TEXT_MAX,
    list: listId,
    onFocus() {
      setFocused(true)
      setPanelAsked(true)
    },
    onInput(event: React.FormEvent<HTMLInputElement>) {
      setText(event.currentTarget.value)
      // Typing again after Escape: the recent searches come back once the box is empty.
      setFocused(true)
    },
  } as const

  return (
    <form
      ref={form}
      role="search"
      action={paths.search.pattern}
      method="get"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault()
        const q = input()?.value.trim() ?? ''
        // On the search pages Enter has already searched (DebouncedInput); it is only kept here.
        if (onCommit) remember(q)
        else search(q)
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
        setFocused(false)
        // Typed, then left for the results: a search the person ran.
        if (onCommit) remember(input()?.value.trim() ?? '')
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setFocused(false)
      }}
    >
      <div className="flex gap-2">
        <label className={`input w-full ${size === 'lg' ? 'input-lg' : ''}`}>
          {/* Beside a Search button a phone needs its width for the words more than the icon. */}
          <span className={`text-base-content/60 ${onCommit ? '' : 'max-sm:hidden'}`}>
            <SearchIcon />
          </span>
          <span className="sr-only">Search cars</span>
          {onCommit ? (
            <DebouncedInput {...common} value={value} onCommit={onCommit} />
          ) : (
            <input {...common} defaultValue={value} />
          )}
        </label>
        {!onCommit && (
          <button
            type="submit"
            className={`btn btn-primary ${size === 'lg' ? 'btn-lg max-sm:px-4' : ''}`}
          >
            Search
          </button>
        )}
      </div>
      <datalist id={listId} ref={setDatalist} />
      {panelAsked && datalist && (
        <Suspense fallback={null}>
          <SearchBoxPanel
            datalist={datalist}
            text={text}
            open={focused && text.trim() === ''}
            onPick={(q) => {
              setFocused(false)
              search(q)
            }}
            onRemoved={() => input()?.focus()}
          />
        </Suspense>
      )}
    </form>
  )
}
