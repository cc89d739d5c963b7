import { Link } from 'react-router'
import { paths } from '../../paths'

const pageLink = (page: number) =>
  page === 1 ? paths.cars.to() : `${paths.cars.to()}?page=${page}`

/** Previous/next links for /car-categories; the page number lives in the URL. */
export function Pager({
  page,
  pageSize,
  total,
}: {
  page: number
  pageSize: number
  total: number
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages === 1) return null
  const first = (page - 1) * pageSize + 1
  const last = Math.min(page * pageSize, total)
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className="btn btn-outline">
          Previous
        </Link>
      ) : null}
      <p className="text-sm text-base-content/80">
        Showing {first}–{last} of {total}
      </p>
      {page < pages ? (
        <Link to={pageLink(page + 1)} className="btn btn-outline">
          Next
        </Link>
      ) : null}
    </nav>
  )
}
