import { useParams } from 'react-router'
import { useCategories } from '../../api/get-categories'
import { HttpError } from '../../api/http'
import { NotFound } from '../../components/not-found'
import { paths } from '#shared/paths'
import { useSearchCars } from './api/search-cars'
import { CarListMeta } from './car-list-meta'
import { carCount } from './car-count'
import { CarSearchView } from './car-search-view'
import { CategoryChips } from './category-chips'
import { searchLoader } from './search-loader'
import { useCarSearch } from './use-car-search'

export const loader = searchLoader

// /allcars/{id}, where {id} is the category's category_id. Filtered and
// paged like the search page; the body type comes from the path.
function CategoryPage() {
  const categoryId = useParams().id ?? ''
  const state = useCarSearch({ category: categoryId })
  // The same query the results read (one request): here for the count beside the heading.
  const cars = useSearchCars(state.search)
  const categories = useCategories()
  const category = categories.data?.find((c) => c.category_id === categoryId)

  // A malformed id is refused by the server (400); a well-formed unknown one is not listed.
  const unknown =
    (cars.error instanceof HttpError && cars.error.status === 400) ||
    (categories.isSuccess && !category)
  if (unknown) {
    return (
      <NotFound title="Category not found" to={paths.cars.to()} action="See all cars">
        We don&rsquo;t have a category by that name.
      </NotFound>
    )
  }

  const title = category?.bodyType ?? 'Cars'
  return (
    <div className="page-container py-10">
      <CarListMeta
        search={state.search}
        title={title}
        description={`${title} for sale on Wheelanes: used ${title.toLowerCase()} from private sellers and dealers, with photos, price, mileage and a deal rating.`}
        path={paths.category.to(categoryId)}
      />
      <h1 className="flex flex-wrap items-center gap-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {title}
        {cars.data && (
          <span className="badge badge-lg border-0 bg-primary/10 font-semibold text-primary">
            {carCount(cars.data.total)}
          </span>
        )}
      </h1>
      <CategoryChips />
      <div className="mt-8">
        <CarSearchView
          state={state}
          withCategory={false}
          resultsLabel={`${title} for sale`}
          nothingForSale="No cars in this category yet."
        />
      </div>
    </div>
  )
}

export { CategoryPage as Component }
