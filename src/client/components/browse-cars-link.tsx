import { Link } from 'react-router'
import { paths } from '#shared/paths'

/** The way on from an empty list of cars (compared, saved, talked about, ordered): the search page. */
export function BrowseCarsLink() {
  return (
    <Link to={paths.search.to()} className="btn btn-primary">
      Browse cars
    </Link>
  )
}
