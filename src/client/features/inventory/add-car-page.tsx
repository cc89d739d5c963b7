import type { QueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { NewCar } from '#shared/car-attributes'
import { categoriesQueryOptions } from '../../api/get-categories'
import { toast } from '../../lib/toast'
import { paths } from '#shared/paths'
import { useAddCar } from './api/add-car'
import { CarForm } from './car-form'
import { InventoryPage } from './inventory-page'

// The Body Type options; not awaited, the form renders at once and the select fills in.
export const loader = (client: QueryClient) => () => {
  void client.prefetchQuery(categoriesQueryOptions())
  return null
}

// Add a Car.
function AddCarPage() {
  const addCar = useAddCar()
  const navigate = useNavigate()

  async function submit(car: NewCar) {
    await addCar.mutateAsync(car)
    toast.success(`${car.carName} is added successfully`)
    await navigate(paths.manageCars.to())
  }

  return (
    <InventoryPage
      title="Add a Car"
      intro="List your car in a few minutes. Fields marked optional can wait; the rest buyers need."
    >
      <CarForm submitLabel="Add car" submittingLabel="Adding…" onSubmit={submit} />
    </InventoryPage>
  )
}

export { AddCarPage as Component }
