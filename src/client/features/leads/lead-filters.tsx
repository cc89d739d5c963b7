import { leadStatuses, leadStatusLabels, type Assignee, type LeadsQuery } from '#shared/leads'
import { SelectField, type Choices } from '../../components/select-field'

type Props = {
  query: LeadsQuery
  assignees: Assignee[]
  /** The cars that have leads, to pick one. */
  cars: { _id: string; label: string }[]
  onChange: (query: LeadsQuery) => void
}

/** The Leads page's filters: a status, whom they are given to (or nobody), one car. */
export function LeadFilters({ query, assignees, cars, onChange }: Props) {
  const select = (key: keyof LeadsQuery, label: string, none: string, choices: Choices) => (
    <SelectField
      label={label}
      value={query[key] ?? ''}
      onChange={(value) => onChange({ ...query, [key]: value || undefined })}
      none={none}
      choices={choices}
      small
      className="min-w-0"
    />
  )
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {select(
        'status',
        'Status',
        'Any status',
        leadStatuses.map((s) => [s, leadStatusLabels[s]] as const),
      )}
      {select('assignee', 'Assigned to', 'Anyone', [
        ['none', 'Unassigned'],
        ...assignees.map((a) => [a._id, a.name] as const),
      ])}
      {select(
        'car',
        'Car',
        'Every car',
        cars.map((c) => [c._id, c.label] as const),
      )}
    </div>
  )
}
