import { useId } from 'react'
import type { Interpreted } from '#shared/cars'
import { useCategories } from '../../api/get-categories'
import { CloseIcon } from '../../components/icons'
import { dropWords, readChips } from './read-chips'

type Props = {
  interpreted: Interpreted
  /** The query as typed (the URL's `q`). */
  q: string
  /** Searches again with the query as typed, less a chip's words. */
  onSearch: (q: string) => void
}

/**
 * How the server read the typed words: one chip per filter ("SUV", "Under $20,000", "Near
 * 60601"). Removing one takes its words out of the query; the URL keeps only the query as typed,
 * so a shared link reads the same way.
 */
export function InterpretedChips({ interpreted, q, onSearch }: Props) {
  const id = useId()
  const categories = useCategories().data
  const bodyType = (category: string) =>
    categories?.find((c) => c.category_id === category)?.bodyType ??
    category.charAt(0).toUpperCase() + category.slice(1)
  const chips = readChips(interpreted, bodyType)
  if (chips.length === 0) return null
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
      <p id={id} className="text-sm font-semibold text-base-content/70">
        Searching for
      </p>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            {chip.words.length > 0 ? (
              <button
                type="button"
                className="btn btn-sm h-9 rounded-full border-base-300 bg-base-100 font-medium"
                aria-label={`Remove ${chip.label}`}
                onClick={() => onSearch(chip.words.reduce(dropWords, q))}
              >
                {chip.label}
                <CloseIcon width={14} height={14} />
              </button>
            ) : (
              // A filter without the words it came from cannot be taken out of the query.
              <span className="badge h-9 rounded-full border-base-300 px-3 font-medium">
                {chip.label}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
