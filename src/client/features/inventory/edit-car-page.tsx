import type { QueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import type { NewCar } from '#shared/car-attributes'
import { carQueryOptions, useCar } from '../../api/get-car'
import { categoriesQueryOptions } from '../../api/get-categories'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { carStatusLabels } from '../../lib/car-status'
import { toast } from '../../lib/toast'
import { paths } from '#shared/paths'
import { useEditCar } from './api/edit-car'
import { CarForm } from './car-form'
import { carFormValues } from './car-form-values'
import { InventoryPage } from './inventory-page'

export const loader =
  (client: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id) void client.prefetchQuery(carQueryOptions(params.id))
    void client.prefetchQuery(categoriesQueryOptions())
    return null
  }

// The same form as Add a Car, prefilled, for a listing that is still
// Active.
function EditCarPage() {
  const id = useParams().id ?? ''
  const car = useCar(id)
  const editCar = useEditCar()
  const navigate = useNavigate()

  async function submit(values: NewCar) {
    await editCar.mutateAsync({ id, car: values })
    toast.success(`${values.carName} is updated`)
    await navigate(paths.manageCars.to())
  }

  const back = (
    <Link to={paths.manageCars.to()} className="btn btn-outline">
      Back to Manage Cars
    </Link>
  )
  if (car.isPending) {
    return (
      <InventoryPage title="Edit listing">
        <Spinner />
      </InventoryPage>
    )
  }
  if (car.isError) {
    return (
      <InventoryPage title="Edit listing" actions={back}>
        <QueryError error={car.error} what="this car" onRetry={() => car.refetch()} />
      </InventoryPage>
    )
  }
  // A listing held for review may be edited (and is checked again); it stays held until an
  // admin decides.
  if (car.data.status !== 'Active' && !car.data.review) {
    return (
      <InventoryPage title="Edit listing" actions={back}>
        <p className="alert alert-info alert-soft">
          {car.data.carName} is {carStatusLabels[car.data.status]}: only an Active listing can be
          edited.
        </p>
      </InventoryPage>
    )
  }
  return (
    <InventoryPage title="Edit listing" intro={car.data.carName}>
      {car.data.review && (
        <div role="status" className="mb-6 alert alert-warning alert-soft text-base-content">
          <div>
            <p className="font-semibold">We are checking this listing before it goes on sale</p>
            <ul className="mt-1 list-disc pl-4">
              {car.data.review.reasons.map((reason) => (
                <li key={reason.rule}>{reason.message}</li>
              ))}
            </ul>
            <p className="mt-1">
              You will hear from us, usually within a day. If something here is wrong, fix it and
              save.
            </p>
          </div>
        </div>
      )}
      <CarForm
        key={car.data._id}
        defaultValues={carFormValues(car.data)}
        submitLabel="Save changes"
        submittingLabel="Saving…"
        onSubmit={submit}
        dealerCar={car.data.dealer !== null}
      />
    </InventoryPage>
  )
}

export { EditCarPage as Component }
