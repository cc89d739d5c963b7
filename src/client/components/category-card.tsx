import { Link } from 'react-router'
import type { Category } from '#shared/cars'
import { srcSet } from '#shared/images'
import { paths } from '../paths'
import { CARD_IMAGE_SIZES } from './card-image-sizes'

export function CategoryCard({ category }: { category: Category }) {
  return (
    <article className="card-lift card h-full overflow-hidden border border-base-300 bg-base-100">
      <figure className="aspect-[4/3] bg-base-200">
        <img
          src={category.CategoryImage}
          srcSet={srcSet(category.CategoryImage)}
          sizes={CARD_IMAGE_SIZES}
          width={800}
          height={600}
          alt={`${category.bodyType} body style`}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      </figure>
      <div className="card-body flex-row items-center justify-between gap-4">
        <h3 className="card-title text-xl">{category.bodyType}</h3>
        <Link to={paths.category.to(category.category_id)} className="btn btn-outline btn-primary">
          View Items<span className="sr-only"> in {category.bodyType}</span>
        </Link>
      </div>
    </article>
  )
}
