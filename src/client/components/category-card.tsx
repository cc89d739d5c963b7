import { Link } from 'react-router'
import type { Category } from '#shared/cars'
import { paths } from '#shared/paths'
import { ListingPhoto } from './listing-photo'

// Home's category grid (category-section.tsx) has two columns up to lg, three from lg, inside a
// container at most 80rem (1280 px) wide: a phone fetches a half-width image, not a full one.
const CATEGORY_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, 50vw'

/** Below sm the card is compact (shorter photo, smaller type, the link under the name). */
export function CategoryCard({ category }: { category: Category }) {
  return (
    <article className="card-lift card h-full overflow-hidden border border-base-300 bg-base-100">
      <figure className="aspect-[3/2] bg-base-200 sm:aspect-[4/3]">
        <ListingPhoto
          src={category.CategoryImage}
          sizes={CATEGORY_IMAGE_SIZES}
          alt={`${category.bodyType} body style`}
          loading="lazy"
          className="h-full w-full object-cover"
        />
      </figure>
      <div className="card-body gap-2 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:p-6">
        <h3 className="card-title text-base sm:text-xl">{category.bodyType}</h3>
        <Link
          to={paths.category.to(category.category_id)}
          className="btn btn-outline btn-sm btn-primary sm:btn-md"
        >
          View Items<span className="sr-only"> in {category.bodyType}</span>
        </Link>
      </div>
    </article>
  )
}
