import type { QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import type { Car } from '#shared/cars'
import { loadSessionUser } from '../../api/get-session'
import { EmptyState } from '../../components/empty-state'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { toast } from '../../lib/toast'
import { paths } from '../../paths'
import { useDeleteCar } from './api/delete-car'
import { myCarsQueryOptions, useMyCars } from './api/get-my-cars'
import { useSetFeatured } from './api/set-featured'
import { CarsTable } from './cars-table'
import { DeleteCarDialog } from './delete-car-dialog'
import { InventoryPage } from './inventory-page'

// Warm the list only for a seller: a signed-out visitor is on the way to /login anyway.
export const loader = (client: QueryClient) => async () => {
  if ((await loadSessionUser(client))?.role === 'seller')
    void client.prefetchQuery(myCarsQueryOptions())
  return null
}

const carCount = (n: number) => `${n} ${n === 1 ? 'car' : 'cars'}`

// spec.md section 2 'Manage Cars'; messages as in section 8, typo corrected.
function ManageCarsPage() {
  const cars = useMyCars()
  const setFeatured = useSetFeatured()
  const deleteCar = useDeleteCar()
  const [toDelete, setToDelete] = useState<Car | null>(null)

  function feature(car: Car, featured: boolean) {
    setFeatured.mutate(
      { id: car._id, featured },
      {
        onSuccess: () => toast.success('Data updated successfully'),
        onError: (error) => toast.error(error.message),
      },
    )
  }

  function remove(car: Car) {
    deleteCar.mutate(car._id, {
      onSuccess: ({ deletedCount }) => {
        if (deletedCount > 0) toast.success('Data deleted successfully')
        setToDelete(null)
      },
      onError: (error) => toast.error(error.message),
    })
  }

  const addLink = (
    <Link to={paths.addCar.to()} className="btn btn-primary">
      Add a Car
    </Link>
  )
  return (
    <InventoryPage
      title="Manage Cars"
      intro={cars.data ? `You have ${carCount(cars.data.length)}` : 'Your listings in every state.'}
      actions={cars.data?.length ? addLink : null}
    >
      {cars.isPending ? (
        <Spinner />
      ) : cars.isError ? (
        <QueryError error={cars.error} what="your cars" onRetry={() => cars.refetch()} />
      ) : cars.data.length === 0 ? (
        <EmptyState title="No cars yet" action={addLink}>
          Listings you add show up here, ready to feature, edit or remove.
        </EmptyState>
      ) : (
        <CarsTable
          cars={cars.data}
          featuring={setFeatured.isPending ? setFeatured.variables.id : null}
          onSetFeatured={feature}
          onDelete={setToDelete}
        />
      )}
      <DeleteCarDialog
        car={toDelete}
        deleting={deleteCar.isPending}
        onConfirm={remove}
        onClose={() => setToDelete(null)}
      />
    </InventoryPage>
  )
}

export { ManageCarsPage as Component }
