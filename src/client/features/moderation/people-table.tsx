import type { AdminUser } from '#shared/moderation'
import { EmailAddress } from '../../components/email-address'
import { RowButton } from '../../components/row-button'
import { DateCell, NumberCell } from '../../components/stacked-table'
import { formatNumber } from '../../lib/format-price'
import { stackedTable as t } from '../../lib/stacked-table'
import { CardTable } from './card-table'
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
    <CardTable
      caption="People"
      columns={['Person', 'Role', 'State', { label: 'Listings', numeric: true }, 'Joined']}
      rows={people}
      title={(person) => (
        <>
          <span className="block font-semibold wrap-anywhere">{person.name}</span>
          <span className="block text-sm wrap-anywhere text-base-content/75">
            <EmailAddress email={person.email} />
          </span>
          <span
            className={`mt-1 badge badge-xs ${person.emailVerified ? 'badge-success badge-soft' : 'badge-ghost'}`}
          >
            {person.emailVerified ? 'E-mail verified' : 'E-mail not verified'}
          </span>
        </>
      )}
      cells={(person) => (
        <>
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
          <NumberCell label="Listings">{formatNumber(person.listings)}</NumberCell>
          <DateCell label="Joined" iso={person.createdAt} />
        </>
      )}
      actions={(person) =>
        person.role !== 'admin' && (
          <>
            {person.suspendedAt ? (
              <RowButton className="whitespace-nowrap btn-outline" onClick={() => onLift(person)}>
                Lift suspension<span className="sr-only"> of {person.name}</span>
              </RowButton>
            ) : (
              <RowButton
                className="whitespace-nowrap btn-outline"
                onClick={() => onSuspend(person)}
              >
                Suspend<span className="sr-only"> {person.name}</span>
              </RowButton>
            )}
            <RowButton
              className="whitespace-nowrap btn-outline btn-error"
              onClick={() => onDelete(person)}
            >
              <TrashIcon />
              Delete<span className="sr-only"> {person.name}</span>
            </RowButton>
          </>
        )
      }
    />
  )
}
