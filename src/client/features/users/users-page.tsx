import { useState } from 'react'
import type { ListedUser } from '#shared/accounts'
import { signedInLoader } from '../../api/signed-in-loader'
import { EmptyState } from '../../components/empty-state'
import { PageTitle } from '../../components/page-title'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { toast } from '../../lib/toast'
import { useDeleteUser } from './api/delete-user'
import { usersQueryOptions, useUsers, type ListedRole } from './api/get-users'
import { ConfirmDeleteDialog } from './confirm-delete-dialog'
import { UsersTable } from './users-table'

const copy = {
  buyer: { title: 'All Buyers', one: 'buyer', many: 'buyers', empty: 'No buyers yet' },
  seller: { title: 'All Sellers', one: 'seller', many: 'sellers', empty: 'No sellers yet' },
} as const

export const usersLoader = (role: ListedRole) =>
  signedInLoader('admin', (client) => {
    void client.prefetchQuery(usersQueryOptions(role))
  })

// All Buyers and All Sellers; the admin deletes people from here.
export function UsersPage({ role }: { role: ListedRole }) {
  const text = copy[role]
  const users = useUsers(role)
  const deleteUser = useDeleteUser()
  const [target, setTarget] = useState<ListedUser | null>(null)

  function confirmDelete(user: ListedUser) {
    deleteUser.mutate(user._id, {
      onSuccess: ({ Name }) => toast.success(`${Name} deleted successfully`),
      onError: (error) => toast.error(error.message),
      onSettled: () => setTarget(null),
    })
  }

  return (
    <div>
      <PageTitle title={text.title} />
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{text.title}</h1>
      <p className="mt-1 text-base-content/75">
        {users.data
          ? `${users.data.length} ${users.data.length === 1 ? text.one : text.many} with an account.`
          : `Everyone who signed up as a ${text.one}.`}
      </p>
      <div className="mt-6">
        {users.isPending ? (
          <Spinner />
        ) : users.isError ? (
          <QueryError
            error={users.error}
            what={`the ${text.many}`}
            onRetry={() => users.refetch()}
          />
        ) : users.data.length === 0 ? (
          <EmptyState title={text.empty} />
        ) : (
          <UsersTable users={users.data} caption={text.title} onDelete={setTarget} />
        )}
      </div>
      <ConfirmDeleteDialog
        user={target}
        pending={deleteUser.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setTarget(null)}
      />
    </div>
  )
}
