import { Link, useParams, type LoaderFunctionArgs } from 'react-router'
import { categoriesQueryOptions, useCategories } from '../../api/get-categories'
import { HttpError } from '../../api/http'
import { queryClient } from '../../api/query-client'
import { CarGrid } from '../../components/car-grid'
import { PageTitle } from '../../components/page-title'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { paths } from '../../paths'
import { categoryCarsQueryOptions, useCategoryCars } from './api/get-category-cars'
import { carCount } from './car-count'
import { CategoryChips } from './category-chips'

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id) void queryClient.prefetchQuery(categoryCarsQueryOptions(params.id))
  void queryClient.prefetchQuery(categoriesQueryOptions())
  return null
}

function NotFound() {
  return (
    <div className="page-container py-20 text-center">
      <PageTitle title="Category not found" />
      <h1 className="text-3xl font-bold">Category not found</h1>
      <p className="mt-3 text-base-content/80">We don&rsquo;t have a category by that name.</p>
      <Link to={paths.cars.to()} className="btn btn-primary mt-8">
        See all cars
      </Link>
    </div>
  )
}

// spec.md section 2: /allcars/{id}, where {id} is the category's category_id.
function CategoryPage() {
  const categoryId = useParams().id ?? ''
  const cars = useCategoryCars(categoryId)
  const categories = useCategories()
  const category = categories.data?.find((c) => c.category_id === categoryId)

  const unknown =
    (cars.error instanceof HttpError && [400, 404].includes(cars.error.status)) ||
    (categories.isSuccess && !category)
  if (unknown) return <NotFound />

  const title = category?.bodyType ?? 'Cars'
  return (
    <div className="page-container py-10">
      <PageTitle title={title} />
      <h1 className="flex flex-wrap items-center gap-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {title}
        {cars.data && (
          <span className="badge badge-lg border-0 bg-primary/10 font-semibold text-primary">
            {carCount(cars.data.length)}
          </span>
        )}
      </h1>
      <CategoryChips />
      <section aria-labelledby="cars-heading" className="mt-8">
        <h2 id="cars-heading" className="sr-only">
          {title} for sale
        </h2>
        {cars.isPending ? (
          <Spinner />
        ) : cars.isError ? (
          <QueryError error={cars.error} what="these cars" onRetry={() => cars.refetch()} />
        ) : cars.data.length === 0 ? (
          <div className="py-12 text-center">
            <p className="text-lg text-base-content/80">No cars in this category yet.</p>
            <Link to={paths.cars.to()} className="btn btn-outline btn-primary mt-6">
              See all cars
            </Link>
          </div>
        ) : (
          <CarGrid cars={cars.data} eagerCount={3} />
        )}
      </section>
    </div>
  )
}

export { CategoryPage as Component }
