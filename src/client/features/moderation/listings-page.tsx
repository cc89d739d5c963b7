import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { AdminCar } from '#shared/moderation'
import { signedInLoader } from '../../api/signed-in-loader'
import { NoteDialog } from '../../components/note-dialog'
import { carStatusLabels } from '../../lib/car-status'
import { toast } from '../../lib/toast'
import { AdminList, AdminPage } from './admin-list'
import { adminCarsQueryOptions, useAdminCars } from './api/get-admin-cars'
import { useSetCarHidden } from './api/set-car-hidden'
import { useUnfeatureCar } from './api/unfeature-car'
import { FilterBar } from './filter-bar'
import { parseCarFilters, stringifyFilters } from './list-filters'
import { ListingsTable } from './listings-table'

// Rendered on the server for an admin (entry-server.tsx), with the URL's filters.
export const loader = signedInLoader('admin', (client, { request }) => {
  const filters = parseCarFilters(new URL(request.url).searchParams)
  void client.prefetchInfiniteQuery(adminCarsQueryOptions(filters))
})

/**
 * docs/api.md "Operating the marketplace": every listing, whatever its state; hide or show one, and
 * take a featured one off FEATURED CARS.
 */
function ListingsPage() {
  const [params, setParams] = useSearchParams()
  const filters = parseCarFilters(params)
  const cars = useAdminCars(filters)
  const setHidden = useSetCarHidden()
  const unfeature = useUnfeatureCar()
  const [acting, setActing] = useState<AdminCar | null>(null)

  function close() {
    setActing(null)
    setHidden.reset()
  }
  function change(car: AdminCar, hidden: boolean, note: string) {
    setHidden.mutate(
      { id: car._id, hidden, note },
      {
        onSuccess: () => {
          toast.success(hidden ? `${car.carName} is hidden.` : `${car.carName} is shown again.`)
          close()
        },
        // "Show again" has no dialog: a refusal is said where it was asked.
        onError: (error) => !hidden && toast.error(error.message),
      },
    )
  }

  return (
    <AdminPage
      title="Listings"
      intro="Every listing in every state, newest first. A hidden listing is out of search; its seller still sees it."
    >
      <FilterBar
        q={filters.q}
        searchLabel="Name, seller name or e-mail"
        choices={[
          {
            name: 'status',
            label: 'Status',
            value: filters.status,
            // Each status as people read it (Booked is Reserved), as the table says it.
            options: [['', 'All'], ...Object.entries(carStatusLabels)],
          },
        ]}
        onChange={(name, value) => setParams(stringifyFilters({ ...filters, [name]: value }))}
      />
      <AdminList list={cars} what="the listings" emptyTitle="No listing matches these filters">
        {(items) => (
          <ListingsTable
            cars={items}
            onHide={(car) => {
              setHidden.reset()
              setActing(car)
            }}
            onShow={(car) => change(car, false, '')}
            onUnfeature={(car) =>
              unfeature.mutate(car._id, {
                onSuccess: () => toast.success(`${car.carName} is off the featured list.`),
                onError: (error) => toast.error(error.message),
              })
            }
            unfeaturing={unfeature.isPending ? unfeature.variables : null}
          />
        )}
      </AdminList>
      <NoteDialog
        request={
          acting && {
            title: `Hide ${acting.carName}?`,
            description: 'It leaves search and its page at once; its seller sees it as Hidden.',
            label: 'Say why: the seller is told',
            required: 'Write a note: the seller is told why',
            confirmLabel: 'Hide',
          }
        }
        pending={setHidden.isPending}
        error={setHidden.error}
        onConfirm={(note) => acting && change(acting, true, note)}
        onClose={close}
      />
    </AdminPage>
  )
}

export { ListingsPage as Component }
