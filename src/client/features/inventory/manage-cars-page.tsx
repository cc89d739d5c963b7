import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { Car } from '#shared/cars'
import { signedInLoader } from '../../api/signed-in-loader'
import { ConfirmMutation } from '../../components/confirm-mutation'
import { EmptyState } from '../../components/empty-state'
import { QueryAnswer } from '../../components/query-answer'
import { toast } from '../../lib/toast'
import { paths } from '#shared/paths'
import {
  MY_CARS_PAGE,
  myCarsParams,
  myCarsQueryOptions,
  parseMyCarsView,
  type MyCarsView,
} from './api/get-my-cars'
import { useDeleteCar } from './api/delete-car'
import { useSetFeatured } from './api/set-featured'
import { CarsTable } from './cars-table'
import { InventoryPage } from './inventory-page'

export const loader = signedInLoader('seller', (client, { request }) => {
  void client.prefetchQuery(myCarsQueryOptions(parseMyCarsView(new URL(request.url).searchParams)))
})

const carCount = (n: number) => `${n} ${n === 1 ? 'car' : 'cars'}`

/** What the page says of the list it shows: how many, or which of how many it is. */
function intro(view: MyCarsView, shown: number, more: boolean) {
  const first = view.page * MY_CARS_PAGE + 1
  const range = `cars ${first}–${first + shown - 1}`
  if (view.stock) {
    if (shown === 0) return `No stock number holds “${view.stock}”`
    return view.page === 0 && !more
      ? `${carCount(shown)} with “${view.stock}” in the stock number`
      : `Stock numbers with “${view.stock}”: ${range}`
  }
  if (shown === 0 && view.page > 0) return 'No cars on this page'
  return view.page === 0 && !more ? `You have ${carCount(shown)}` : `Your ${range}, newest first`
}

// Manage Cars; its messages with the typo corrected (docs/spec-deviations.md). A dealer's lot
// may be hundreds of cars: pages of MY_CARS_PAGE, and a search by stock number.
function ManageCarsPage() {
  const [params, setParams] = useSearchParams()
  const view = parseMyCarsView(params)
  // The page on screen stays while the next one loads.
  const cars = useQuery({ ...myCarsQueryOptions(view), placeholderData: keepPreviousData })
  const setFeatured = useSetFeatured()
  const deleteCar = useDeleteCar()
  const [toDelete, setToDelete] = useState<Car | null>(null)
  const go = (next: MyCarsView) => setParams(myCarsParams(next))

  function feature(car: Car, featured: boolean) {
    setFeatured.mutate(
      { id: car._id, featured },
      {
        onSuccess: () => toast.success('Data updated successfully'),
        onError: (error) => toast.error(error.message),
      },
    )
  }

  const addLink = (
    <Link to={paths.addCar.to()} className="btn btn-primary">
      Add a Car
    </Link>
  )
  const data = cars.data
  const everything = view.page === 0 && !view.stock
  // The search is for a dealer's lot: shown once a car has a stock number, or there are pages.
  const searchable =
    Boolean(view.stock) || view.page > 0 || data?.more || data?.cars.some((c) => c.stockNumber)
  return (
    <InventoryPage
      title="Manage Cars"
      intro={data ? intro(view, data.cars.length, data.more) : 'Your listings in every state.'}
      actions={data?.cars.length || !everything ? addLink : null}
    >
      {searchable && (
        <StockSearch stock={view.stock} onSearch={(stock) => go({ page: 0, stock })} />
      )}
      <QueryAnswer query={cars} what="your cars">
        {(list) =>
          list.cars.length === 0 && everything ? (
            <EmptyState title="No cars yet" action={addLink}>
              Listings you add show up here, ready to feature, edit or remove.
            </EmptyState>
          ) : list.cars.length === 0 ? null : (
            <>
              <CarsTable
                cars={list.cars}
                first={view.page * MY_CARS_PAGE + 1}
                featuring={setFeatured.isPending ? setFeatured.variables.id : null}
                onSetFeatured={feature}
                onDelete={setToDelete}
              />
              {(view.page > 0 || list.more) && (
                <nav aria-label="Pages of your cars" className="mt-4 flex justify-between gap-2">
                  <button
                    type="button"
                    className="btn btn-sm"
                    disabled={view.page === 0}
                    onClick={() => go({ ...view, page: view.page - 1 })}
                  >
                    Previous
                  </button>
                  <span className="self-center text-sm text-base-content/75">
                    Page {view.page + 1}
                  </span>
                  <button
                    type="button"
                    className="btn btn-sm"
                    disabled={!list.more || cars.isPlaceholderData}
                    onClick={() => go({ ...view, page: view.page + 1 })}
                  >
                    Next
                  </button>
                </nav>
              )}
            </>
          )
        }
      </QueryAnswer>
      <ConfirmMutation
        subject={toDelete}
        title={(c) => `Delete ${c.carName}?`}
        body={() =>
          'The listing leaves Wheelanes at once, featured spot included. This cannot be undone.'
        }
        confirmLabel="Delete"
        mutation={deleteCar}
        variables={(c) => c._id}
        done={(_, { deletedCount }) => (deletedCount > 0 ? 'Data deleted successfully' : null)}
        onClose={() => setToDelete(null)}
      />
    </InventoryPage>
  )
}

/** Find cars by any part of their stock number; an empty search shows them all again. */
function StockSearch({ stock, onSearch }: { stock: string; onSearch: (stock: string) => void }) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSearch(String(new FormData(event.currentTarget).get('stock') ?? '').trim())
  }
  return (
    <form role="search" onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-2">
      <label className="grow sm:max-w-xs">
        <span className="mb-1.5 block text-sm font-semibold">Stock number</span>
        <input
          key={stock}
          name="stock"
          type="search"
          defaultValue={stock}
          maxLength={40}
          autoComplete="off"
          placeholder="e.g. A-1042"
          className="input w-full"
        />
      </label>
      <button type="submit" className="btn">
        Find
      </button>
      {stock && (
        <button type="button" className="btn btn-ghost" onClick={() => onSearch('')}>
          Show all
        </button>
      )}
    </form>
  )
}

export { ManageCarsPage as Component }
