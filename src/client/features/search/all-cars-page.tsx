import { paths } from '#shared/paths'
import { CarListMeta } from './car-list-meta'
import { CarSearchView } from './car-search-view'
import { CategoryChips } from './category-chips'
import { searchLoader } from './search-loader'
import { useCarSearch } from './use-car-search'

export const loader = searchLoader

// /car-categories loads all cars. The category chips stand in for the
// body type filter here.
function AllCarsPage() {
  const state = useCarSearch()
  return (
    <div className="page-container py-10">
      <CarListMeta
        search={state.search}
        title="All cars"
        description="Every used car for sale on Wheelanes, from private sellers and dealers: photos, price, mileage and a deal rating for each."
        path={paths.cars.to()}
      />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">All cars</h1>
      <p className="mt-2 text-base-content/80">Every car for sale on Wheelanes.</p>
      <CategoryChips />
      <div className="mt-8">
        <CarSearchView
          state={state}
          withCategory={false}
          resultsLabel="Cars for sale"
          nothingForSale="No cars for sale yet."
        />
      </div>
    </div>
  )
}

export { AllCarsPage as Component }
