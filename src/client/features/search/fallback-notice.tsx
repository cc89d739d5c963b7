import type { CarPage } from '#shared/cars'
import { CarGrid } from '../../components/car-grid'
import { dropWords } from './read-chips'

type Props = {
  fallback: NonNullable<CarPage['fallback']>
  /** The query as typed (the URL's `q`). */
  q: string
  /** Searches again with the query as typed, less the words the fallback dropped. */
  onSearch: (q: string) => void
  onClear: () => void
}

// What the closest cars are, said after "Nothing matched all of ...".
const closest = {
  place: (dropped: string) => `Here are the nearest cars without “${dropped}”, closest first:`,
  price: (dropped: string) => `Here are the closest cars without “${dropped}”:`,
  word: (dropped: string) => `Here are the closest cars without the word “${dropped}”:`,
} as const

/**
 * Nothing matched the whole search: the page says so, what it left out, and shows the closest
 * cars the server found without it (docs/api.md "Search that understands people"). Never a dead
 * end: the person can search without those words, or clear the search.
 */
export function FallbackNotice({ fallback, q, onSearch, onClear }: Props) {
  const { dropped, items } = fallback
  // Words the query does not hold as typed (a filter set in the panel) are not offered.
  const without = dropWords(q, dropped)
  return (
    <>
      <div className="mb-6 rounded-box border border-dashed border-base-300 px-5 py-6">
        <p className="text-lg font-semibold">No cars match your search</p>
        <p className="mt-1 text-base-content/80">
          {q ? `Nothing matched all of “${q}”.` : 'Nothing matched all of it.'}{' '}
          {items.length > 0
            ? closest[fallback.reason](dropped)
            : 'Try fewer filters or a different word.'}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          {without !== dropWords(q, '') && (
            <button type="button" className="btn btn-primary" onClick={() => onSearch(without)}>
              Search without “{dropped}”
            </button>
          )}
          <button type="button" className="btn btn-outline" onClick={onClear}>
            Clear filters
          </button>
        </div>
      </div>
      {items.length > 0 && <CarGrid cars={items} eagerCount={2} besideSidebar />}
    </>
  )
}
