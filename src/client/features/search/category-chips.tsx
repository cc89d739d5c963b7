import { NavLink } from 'react-router'
import { useCategories } from '../../api/get-categories'
import { paths } from '#shared/paths'

const chipClass = ({ isActive }: { isActive: boolean }) =>
  `btn btn-sm rounded-full ${isActive ? 'btn-primary' : 'btn-outline border-base-300'}`

/** Quick links between the catalogue's pages; silent while categories load or if they fail. */
export function CategoryChips() {
  const categories = useCategories()
  if (!categories.data?.length) return null
  return (
    <nav aria-label="Categories" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <NavLink to={paths.cars.to()} end className={chipClass}>
            All cars
          </NavLink>
        </li>
        {categories.data.map((category) => (
          <li key={category._id}>
            <NavLink to={paths.category.to(category.category_id)} className={chipClass}>
              {category.bodyType}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
