import { Link } from 'react-router'
import {
  leadKindLabels,
  leadStatuses,
  leadStatusLabels,
  type Assignee,
  type Lead,
  type LeadPatch,
  type LeadStatus,
} from '#shared/leads'
import { LocalTime } from '../../components/local-time'
import { ChoiceOptions } from '../../components/select-field'
import { StackedTable } from '../../components/stacked-table'
import { stackedTable as t } from '../../lib/stacked-table'
import { toast } from '../../lib/toast'
import { paths } from '#shared/paths'
import { useUpdateLead } from './api/update-lead'
import { FirstResponse } from './first-response'
import { LeadBuyer } from './lead-buyer'

type Props = { leads: Lead[]; assignees: Assignee[] }

const statusChoices = leadStatuses.map((status) => [status, leadStatusLabels[status]] as const)

/**
 * The dealer's leads, one a row: the car, what the buyer did and when, the buyer, where it stands
 * and who follows it up (changed in place), and how fast it was answered. Five columns, so that
 * they fit beside the dashboard's menu at 1280 px; a card per lead where the box is narrower
 * (lib/stacked-table.ts).
 */
export function LeadsTable({ leads, assignees }: Props) {
  return (
    <StackedTable caption="Leads" columns={['Car', 'Lead', 'Buyer', 'Follow-up', 'First answer']}>
      {leads.map((lead) => (
        <LeadRow key={lead._id} lead={lead} assignees={assignees} />
      ))}
    </StackedTable>
  )
}

function LeadRow({ lead, assignees }: { lead: Lead; assignees: Assignee[] }) {
  const update = useUpdateLead()
  const about = `${lead.buyer.name}'s lead on the ${lead.car.carName}`
  const change = (patch: LeadPatch) =>
    update.mutate(
      { id: lead._id, patch },
      { onError: (error) => toast.error(`Not saved: ${error.message}`) },
    )
  // While saving, the selects show what was chosen (the list is fetched again after).
  const saving: LeadPatch = update.isPending ? update.variables.patch : {}
  const status = saving.status ?? lead.status
  const assigneeId =
    saving.assignee !== undefined ? (saving.assignee ?? '') : (lead.assignee?._id ?? '')
  // A member who left is still named on their leads until someone takes them over.
  const members =
    lead.assignee && !assignees.some((a) => a._id === lead.assignee?._id)
      ? [...assignees, lead.assignee]
      : assignees
  return (
    <tr className={t.row}>
      <th scope="row" className={`${t.titleCell} min-w-40 font-normal ${t.text}`}>
        {lead.car._id ? (
          <Link to={paths.car.to(lead.car._id)} className="link font-semibold link-hover">
            {lead.car.carName}
          </Link>
        ) : (
          <span className="font-semibold">{lead.car.carName}</span>
        )}
        {lead.car.stockNumber && (
          <span className="block text-sm text-base-content/70">Stock {lead.car.stockNumber}</span>
        )}
      </th>
      <td data-label="Lead" className={`${t.cell} min-w-32`}>
        <div>
          <span className="font-medium">{leadKindLabels[lead.kind]}</span>
          <span className="block text-sm text-base-content/75">
            <LocalTime iso={lead.createdAt} withTime />
          </span>
          {lead.kind === 'message' && (
            <Link to={paths.inbox.to()} className="link block text-sm link-primary">
              Answer in Inbox<span className="sr-only"> ({about})</span>
            </Link>
          )}
        </div>
      </td>
      <td data-label="Buyer" className={`${t.cell} min-w-40`}>
        <LeadBuyer buyer={lead.buyer} />
      </td>
      <td data-label="Follow-up" className={t.cell}>
        <div className="flex flex-col gap-2">
          <select
            aria-label={`Status of ${about}`}
            className="select select-sm w-40"
            value={status}
            disabled={update.isPending}
            onChange={(e) => change({ status: e.target.value as LeadStatus })}
          >
            <ChoiceOptions choices={statusChoices} />
          </select>
          <select
            aria-label={`Who follows up ${about}`}
            className="select select-sm w-40"
            value={assigneeId}
            disabled={update.isPending}
            onChange={(e) => change({ assignee: e.target.value || null })}
          >
            <ChoiceOptions
              none="Unassigned"
              choices={members.map((member) => [member._id, member.name] as const)}
            />
          </select>
        </div>
      </td>
      <td data-label="First answer" className={`${t.cell} min-w-32 text-sm`}>
        <FirstResponse lead={lead} />
      </td>
    </tr>
  )
}
