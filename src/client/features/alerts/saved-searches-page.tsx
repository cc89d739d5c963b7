import { useState } from 'react'
import { Link } from 'react-router'
import type { SavedSearch } from '#shared/saved-searches'
import { signedInLoader } from '../../api/signed-in-loader'
import { BoxList } from '../../components/box-list'
import { ConfirmMutation } from '../../components/confirm-mutation'
import { EmptyState } from '../../components/empty-state'
import { LocalTime } from '../../components/local-time'
import { PageHeading } from '../../components/page-heading'
import { QueryAnswer } from '../../components/query-answer'
import { DeleteButton } from '../../components/row-button'
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
      <PageHeading title="Saved searches" />
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
          <BoxList items={data} className="mt-6 bg-base-100">
            {(s) => (
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
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
                <DeleteButton name={s.name} onClick={() => setDeleting(s)} />
              </div>
            )}
          </BoxList>
        )}
      </QueryAnswer>
      <ConfirmMutation
        subject={deleting}
        title={(s) => `Delete “${s.name}”?`}
        body={() => 'You will hear no more of new cars that match it.'}
        confirmLabel="Delete"
        mutation={remove}
        variables={(s) => s._id}
        done={(s) => `“${s.name}” deleted`}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}

export { SavedSearchesPage as Component }
