import type { AdminUser } from '#shared/moderation'
import { EmailAddress } from '../../components/email-address'
import { LocalTime } from '../../components/local-time'
import { formatNumber } from '../../lib/format-price'
import { StackedTable } from '../../components/stacked-table'
import { stackedTable as t } from '../../lib/stacked-table'
import { cardGrid, wide } from './card-grid'
import { TrashIcon } from './trash-icon'

const roleLabels: Record<AdminUser['role'], string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  admin: 'Admin',
}

type Props = {
  people: AdminUser[]
  onSuspend: (person: AdminUser) => void
  onLift: (person: AdminUser) => void
  onDelete: (person: AdminUser) => void
}

/**
 * Everyone with an account: who, role, state (a suspension's note as text), listings, joined,
 * then Suspend or Lift, and Delete. Admins have no actions. Cards where the box is narrow
 * (stacked-table.ts).
 */
export function PeopleTable({ people, onSuspend, onLift, onDelete }: Props) {
  return (
    <StackedTable
      caption="People"
      className="mt-4"
      columns={[
        'Person',
        'Role',
        'State',
        { label: 'Listings', numeric: true },
        'Joined',
        { label: 'Actions', visuallyHidden: true },
      ]}
    >
      {people.map((person) => (
        <tr key={person._id} className={`${t.row} ${cardGrid}`}>
          <th scope="row" className={`${t.titleCell} ${wide} min-w-64 font-normal`}>
            <span className="block font-semibold wrap-anywhere">{person.name}</span>
            <span className="block text-sm wrap-anywhere text-base-content/75">
              <EmailAddress email={person.email} />
            </span>
            <span
              className={`mt-1 badge badge-xs ${person.emailVerified ? 'badge-success badge-soft' : 'badge-ghost'}`}
            >
              {person.emailVerified ? 'E-mail verified' : 'E-mail not verified'}
            </span>
          </th>
          <td data-label="Role" className={t.cell}>
            {roleLabels[person.role]}
          </td>
          <td data-label="State" className={`${t.cell} min-w-36`}>
            {person.suspendedAt ? (
              <div className="min-w-0">
                <span className="badge badge-sm badge-error">Suspended</span>
                {person.suspensionNote && (
                  <p className="mt-1 max-w-64 text-sm wrap-anywhere text-base-content/80">
                    {person.suspensionNote}
                  </p>
                )}
              </div>
            ) : (
              <span className="badge badge-sm badge-success badge-soft">Active</span>
            )}
          </td>
          <td data-label="Listings" className={`${t.cell} tabular-nums @4xl:text-right`}>
            {formatNumber(person.listings)}
          </td>
          <td data-label="Joined" className={`${t.cell} whitespace-nowrap`}>
            <LocalTime iso={person.createdAt} />
          </td>
          <td className={`${t.cell} ${wide} text-right @max-4xl:pt-2 @max-4xl:before:hidden`}>
            {person.role === 'admin' ? null : (
              <div className="flex flex-wrap justify-end gap-2">
                {person.suspendedAt ? (
                  <button
                    type="button"
                    className="btn btn-sm whitespace-nowrap btn-outline"
                    onClick={() => onLift(person)}
                  >
                    Lift suspension<span className="sr-only"> of {person.name}</span>
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn btn-sm whitespace-nowrap btn-outline"
                    onClick={() => onSuspend(person)}
                  >
                    Suspend<span className="sr-only"> {person.name}</span>
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-sm whitespace-nowrap btn-outline btn-error"
                  onClick={() => onDelete(person)}
                >
                  <TrashIcon />
                  Delete<span className="sr-only"> {person.name}</span>
                </button>
              </div>
            )}
          </td>
        </tr>
      ))}
    </StackedTable>
  )
}
