import { useId, type FormEvent } from 'react'
import { useHydrated } from '../../lib/use-hydrated'
import { SEARCH_MAX } from './list-filters'

type Choice = {
  name: string
  label: string
  value: string | undefined
  /** [value, label]; the first is "All" with the value ''. */
  options: [string, string][]
}

type Props = {
  /** The search text in the URL. */
  q: string | undefined
  searchLabel: string
  choices: Choice[]
  /** A changed filter: its name and value ('' unsets it). */
  onChange: (name: string, value: string) => void
}

/**
 * A search box (run on Enter or "Search") and a select per filter (run on change). The URL holds
 * what is set; the box shows the URL's text again after Back. Inert until hydrated, as every
 * server-rendered form: a choice made before would be lost.
 */
export function FilterBar({ q = '', searchLabel, choices, onChange }: Props) {
  const id = useId()
  const hydrated = useHydrated()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const text = new FormData(event.currentTarget).get('q')
    onChange('q', typeof text === 'string' ? text.trim() : '')
  }

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      inert={!hydrated}
      className="mt-5 flex flex-wrap items-end gap-3 rounded-box border border-base-300 bg-base-100 p-3 sm:p-4"
    >
      <div className="min-w-0 grow basis-64">
        <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-semibold">
          {searchLabel}
        </label>
        <div className="join w-full">
          <input
            key={q}
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={SEARCH_MAX}
            className="input join-item w-full min-w-0"
          />
          <button type="submit" className="btn join-item btn-primary">
            Search
          </button>
        </div>
      </div>
      {choices.map((choice) => (
        <div key={choice.name} className="grow basis-32 sm:grow-0">
          <label htmlFor={`${id}-${choice.name}`} className="mb-1 block text-sm font-semibold">
            {choice.label}
          </label>
          <select
            id={`${id}-${choice.name}`}
            value={choice.value ?? ''}
            onChange={(event) => onChange(choice.name, event.target.value)}
            className="select w-full sm:w-40"
          >
            {choice.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </form>
  )
}
