import { useId } from 'react'
import { sortOptions, type SortValue } from '#shared/search-options'
import { formatNumber } from '../../lib/format-price'

type Props = {
  total: number | undefined
  sort: SortValue
  /** Sorting by distance needs a ZIP code. */
  near: boolean
  onSort: (sort: SortValue) => void
}

const carCount = (count: number) => `${formatNumber(count)} ${count === 1 ? 'car' : 'cars'}`

/** 'N cars' and the sort order above the results. */
export function ResultsToolbar({ total, sort, near, onSort }: Props) {
  const id = useId()
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      {/* A live region: a screen reader hears the new count as results follow the typing. */}
      <p role="status" className="text-lg font-bold">
        {total === undefined ? '' : carCount(total)}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap">
          Sort by
        </label>
        <select
          id={id}
          className="select select-sm w-auto"
          value={sort}
          onChange={(event) => onSort(event.target.value as SortValue)}
        >
          {sortOptions
            .filter((option) => near || option.value !== 'distance')
            .map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
        </select>
      </div>
    </div>
  )
}
