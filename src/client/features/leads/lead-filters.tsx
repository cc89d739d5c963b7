import { useId } from 'react'
import { leadStatuses, leadStatusLabels, type Assignee, type LeadsQuery } from '#shared/leads'

type Props = {
  query: LeadsQuery
  assignees: Assignee[]
  /** The cars that have leads, to pick one. */
  cars: { _id: string; label: string }[]
  onChange: (query: LeadsQuery) => void
}

/** The Leads page's filters: a status, whom they are given to (or nobody), one car. */
export function LeadFilters({ query, assignees, cars, onChange }: Props) {
  const id = useId()
  const select = (
    key: keyof LeadsQuery,
    label: string,
    all: string,
    options: { value: string; label: string }[],
  ) => (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={`${id}-${key}`} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        className="select w-full font-normal select-sm"
        value={query[key] ?? ''}
        onChange={(e) => onChange({ ...query, [key]: e.target.value || undefined })}
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {select(
        'status',
        'Status',
        'Any status',
        leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] })),
      )}
      {select('assignee', 'Assigned to', 'Anyone', [
        { value: 'none', label: 'Unassigned' },
        ...assignees.map((a) => ({ value: a._id, label: a.name })),
      ])}
      {select(
        'car',
        'Car',
        'Every car',
        cars.map((c) => ({ value: c._id, label: c.label })),
      )}
    </div>
  )
}
