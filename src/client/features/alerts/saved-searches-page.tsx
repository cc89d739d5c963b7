import { useState } from 'react'
import { Link } from 'react-router'
import type { SavedSearch } from '#shared/saved-searches'
import { signedInLoader } from '../../api/signed-in-loader'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { EmptyState } from '../../components/empty-state'
import { LocalTime } from '../../components/local-time'
import { PageTitle } from '../../components/page-title'
import { QueryAnswer } from '../../components/query-answer'
import { RowButton } from '../../components/row-button'
import { toast } from '../../lib/toast'
import { paths } from '#shared/paths'
import { useDeleteSavedSearch } from './api/delete-saved-search'
import { savedSearchesQueryOptions, useSavedSearches } from './api/get-saved-searches'

export const loader = signedInLoader('anyone', (client) => {
  void client.prefetchQuery(savedSearchesQueryOptions())
})

const told = { instant: 'As soon as a match is listed', daily: 'Once a day' } as const

/** The signed-in person's saved searches: each one's results, how often it tells, Delete. */
function SavedSearchesPage() {
  const searches = useSavedSearches()
  const remove = useDeleteSavedSearch()
  const [deleting, setDeleting] = useState<SavedSearch | null>(null)
  return (
    <div className="max-w-3xl">
      <PageTitle title="Saved searches" />
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Saved searches</h1>
      <p className="mt-1 text-base-content/80">
        We tell you of new cars that match them. Save one from{' '}
        <Link to={paths.search.to()} className="link link-primary">
          the search page
        </Link>
        .
      </p>
      <QueryAnswer
        query={searches}
        what="your saved searches"
        empty={
          <EmptyState
            className="mt-6"
            title="No saved searches yet"
            action={
              <Link to={paths.search.to()} className="btn btn-primary">
                Search cars
              </Link>
            }
          >
            Search for the car you want, then choose Save this search.
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="mt-6 divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
            {data.map((s) => (
              <li key={s._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <Link
                    to={paths.search.to(s.query)}
                    className="link font-semibold link-hover link-primary"
                  >
                    {s.name}
                  </Link>
                  <p className="text-sm text-base-content/75">
                    {told[s.frequency]} · saved <LocalTime iso={s.createdAt} />
                  </p>
                </div>
                <RowButton className="btn-ghost text-error" onClick={() => setDeleting(s)}>
                  Delete<span className="sr-only"> {s.name}</span>
                </RowButton>
              </li>
            ))}
          </ul>
        )}
      </QueryAnswer>
      <ConfirmDialog
        subject={deleting}
        title={(s) => `Delete “${s.name}”?`}
        body={() => 'You will hear no more of new cars that match it.'}
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(s) =>
          remove.mutate(s._id, {
            onSuccess: () => {
              toast.success(`“${s.name}” deleted`)
              setDeleting(null)
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </div>
  )
}

export { SavedSearchesPage as Component }
