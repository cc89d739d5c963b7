import type { ListedUser } from '#shared/accounts'
import { EmailAddress } from '../../components/email-address'
import { TrashIcon } from './trash-icon'

type Props = {
  users: ListedUser[]
  caption: string
  onDelete: (user: ListedUser) => void
}

/**
 * A numbered table of Name, Email and Delete. Below `sm` the email moves
 * under the name, so the table fits a phone without scrolling sideways.
 */
export function UsersTable({ users, caption, onDelete }: Props) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-base-200 text-base-content">
            <th scope="col" className="w-12">
              #
            </th>
            <th scope="col">Name</th>
            <th scope="col" className="hidden sm:table-cell">
              Email
            </th>
            <th scope="col" className="text-right">
              Delete
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user, index) => (
            <tr key={user._id} className="hover:bg-base-200/60">
              <td className="text-base-content/75 tabular-nums">{index + 1}</td>
              <td className="wrap-anywhere">
                <span className="font-semibold">{user.name}</span>
                <span className="block text-sm wrap-anywhere text-base-content/75 sm:hidden">
                  <EmailAddress email={user.email} />
                </span>
              </td>
              <td className="hidden wrap-anywhere sm:table-cell">
                <EmailAddress email={user.email} />
              </td>
              <td className="text-right">
                <button
                  type="button"
                  className="btn btn-sm btn-outline btn-error"
                  aria-label={`Delete ${user.name}`}
                  onClick={() => onDelete(user)}
                >
                  <TrashIcon />
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
