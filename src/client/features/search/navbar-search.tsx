import { SearchBox } from '../../components/search-box'
import { useCarSearch } from './use-car-search'

/**
 * The search page's box, in the navbar (the layout puts it there on /cars): it stays in reach
 * while the results scroll, and it is the same box as the home page's.
 */
export function NavbarSearch() {
  const { search, update } = useCarSearch()
  return (
    <SearchBox
      size="md"
      className="max-w-2xl"
      value={search.q ?? ''}
      onCommit={(q) => update({ q: q || undefined }, { replace: true })}
    />
  )
}
