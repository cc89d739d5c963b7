import { Link, type To } from 'react-router'

type Props = {
  page: number
  pageSize: number
  total: number
  linkTo: (patch: { page: number }) => To
}

/** Previous / 'Page n of m' / Next. Links, so a page of results can be opened in a new tab. */
export function SearchPager({ page, pageSize, total, linkTo }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages === 1) return null
  const step = (to: number, label: string) =>
    to >= 1 && to <= pages ? (
      <Link to={linkTo({ page: to })} className="btn btn-outline min-w-24 sm:min-w-28">
        {label}
      </Link>
    ) : (
      // Kept in place, so Next does not jump sideways on the first page.
      <button type="button" disabled className="btn btn-outline min-w-24 sm:min-w-28">
        {label}
      </button>
    )
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-3 sm:gap-4">
      {step(page - 1, 'Previous')}
      <p className="text-sm text-base-content/80">
        Page {page} of {pages}
      </p>
      {step(page + 1, 'Next')}
    </nav>
  )
}
