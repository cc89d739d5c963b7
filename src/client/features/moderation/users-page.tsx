import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { AdminUser } from '#shared/moderation'
import { signedInLoader } from '../../api/signed-in-loader'
import { ConfirmMutation } from '../../components/confirm-mutation'
import { NoteDialog } from '../../components/note-dialog'
import { toast } from '../../lib/toast'
import { AdminList, AdminPage } from './admin-list'
import { useDeleteUser } from './api/delete-user'
import { adminUsersQueryOptions, useAdminUsers } from './api/get-admin-users'
import { useSuspendUser } from './api/suspend-user'
import { useUnsuspendUser } from './api/unsuspend-user'
import { FilterBar } from './filter-bar'
import { parseUserFilters, stringifyFilters } from './list-filters'
import { PeopleTable } from './people-table'

// Rendered on the server for an admin (entry-server.tsx), with the URL's filters.
export const loader = signedInLoader('admin', (client, { request }) => {
  const filters = parseUserFilters(new URL(request.url).searchParams)
  void client.prefetchInfiniteQuery(adminUsersQueryOptions(filters))
})

/**
 * The admin's one screen of people (docs/api.md "Operating the marketplace"): find anyone by
 * name or e-mail, role and state; suspend them with a note or lift it; delete a buyer or a seller.
 */
function UsersPage() {
  const [params, setParams] = useSearchParams()
  const filters = parseUserFilters(params)
  const people = useAdminUsers(filters)
  const suspend = useSuspendUser()
  const lift = useUnsuspendUser()
  const [acting, setActing] = useState<{ person: AdminUser; lift: boolean } | null>(null)
  const remove = useDeleteUser()
  const [deleting, setDeleting] = useState<AdminUser | null>(null)
  const mutation = acting?.lift ? lift : suspend

  function close() {
    setActing(null)
    suspend.reset()
    lift.reset()
  }
  function confirm(note: string) {
    if (!acting) return
    const { person } = acting
    mutation.mutate(
      { id: person._id, note },
      {
        onSuccess: () => {
          toast.success(
            acting.lift ? `${person.name} may sign in again.` : `${person.name} is suspended.`,
          )
          close()
        },
      },
    )
  }

  return (
    <AdminPage
      title="Users"
      intro="Everyone with an account, newest first. A suspended person cannot sign in and their listings are hidden until you lift it; a deleted one is gone for good."
    >
      <FilterBar
        q={filters.q}
        searchLabel="Name or e-mail"
        choices={[
          {
            name: 'role',
            label: 'Role',
            value: filters.role,
            options: [
              ['', 'All'],
              ['buyer', 'Buyers'],
              ['seller', 'Sellers'],
              ['admin', 'Admins'],
            ],
          },
          {
            name: 'state',
            label: 'State',
            value: filters.state,
            options: [
              ['', 'All'],
              ['active', 'Active'],
              ['suspended', 'Suspended'],
            ],
          },
        ]}
        onChange={(name, value) => setParams(stringifyFilters({ ...filters, [name]: value }))}
      />
      <AdminList list={people} what="the people" emptyTitle="Nobody matches these filters">
        {(items) => (
          <PeopleTable
            people={items}
            onSuspend={(person) => setActing({ person, lift: false })}
            onLift={(person) => setActing({ person, lift: true })}
            onDelete={setDeleting}
          />
        )}
      </AdminList>
      <NoteDialog
        request={
          acting &&
          (acting.lift
            ? {
                title: `Lift ${acting.person.name}’s suspension?`,
                description:
                  'They may sign in again, and their listings are shown again (those an admin hid stay hidden).',
                label: 'What they are told',
                confirmLabel: 'Lift suspension',
                tone: 'primary',
              }
            : {
                title: `Suspend ${acting.person.name}?`,
                description:
                  'They are signed out at once and cannot sign in; their listings are hidden until you lift it.',
                label: 'Say why: the person is told',
                required: 'Say why: the person is told',
                confirmLabel: 'Suspend',
              })
        }
        pending={mutation.isPending}
        error={mutation.error}
        onConfirm={confirm}
        onClose={close}
      />
      <ConfirmMutation
        subject={deleting}
        title={(p) => `Delete ${p.name}?`}
        body={(p) => (
          // Deleting cannot be undone: the dialog says what it ends, for a buyer or a seller.
          <>
            <span className="font-semibold text-base-content">{p.name}</span> ({p.email}) will be
            signed out and can no longer use this account.{' '}
            {p.role === 'seller'
              ? 'Their cars for sale leave the marketplace; cars already sold stay on record.'
              : 'Their unpaid bookings are cancelled; paid orders stay on record.'}{' '}
            This cannot be undone.
          </>
        )}
        confirmLabel="Delete"
        mutation={remove}
        variables={(p) => p._id}
        done={(_, { Name }) => `${Name} deleted successfully`}
        onClose={() => setDeleting(null)}
      />
    </AdminPage>
  )
}

export { UsersPage as Component }
