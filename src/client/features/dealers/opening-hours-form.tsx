import '../../lib/zod-jitless'
import { useState, type FormEvent } from 'react'
import { openingHoursSchema, type OpeningHours } from '#shared/opening-hours'
import { HttpError } from '../../api/http'
import { ChoiceOptions } from '../../components/select-field'
import { SubmitButton } from '../../components/submit-button'

type Day = { open: boolean; opens: string; closes: string }

// Monday first, as a week of work is read; `days[0]` in the contract is Sunday.
const week = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [0, 'Sunday'],
] as const

/** The United States' zones (ZIP codes, miles); a dealer's own zone is kept if it is another. */
const usZones: [string, string][] = [
  ['America/New_York', 'Eastern (New York)'],
  ['America/Chicago', 'Central (Chicago)'],
  ['America/Denver', 'Mountain (Denver)'],
  ['America/Phoenix', 'Mountain without daylight saving (Phoenix)'],
  ['America/Los_Angeles', 'Pacific (Los Angeles)'],
  ['America/Anchorage', 'Alaska (Anchorage)'],
  ['Pacific/Honolulu', 'Hawaii (Honolulu)'],
]

// What the form offers before any hours are set: a usual dealer's week, saved only on Save.
const usualDay = (index: number): Day =>
  index === 0
    ? { open: false, opens: '10:00', closes: '16:00' }
    : {
        open: true,
        opens: index === 6 ? '10:00' : '09:00',
        closes: index === 6 ? '16:00' : '18:00',
      }

const daysOf = (hours: OpeningHours | null): Day[] =>
  Array.from({ length: 7 }, (_, i) => {
    const day = hours?.days[i]
    if (hours === null || day === undefined) return usualDay(i)
    return day ? { open: true, ...day } : { ...usualDay(i), open: false }
  })

/** Each day's first problem, by the contract's index (Sunday 0). */
function dayErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<number, string> = {}
  for (const issue of issues) {
    const [field, index] = issue.path
    if (field === 'days' && typeof index === 'number') errors[index] ??= issue.message
  }
  return errors
}

/**
 * The owner's opening hours: when the dealer's people answer buyers. A lead waiting for its
 * first answer is reminded after two hours of these, so one that came at night is not due
 * before the dealer opens (docs/decisions/0099-reminding-a-dealer-of-an-unanswered-lead.md). Checked with the server's schema before sending.
 */
export function OpeningHoursForm({
  hours,
  pending,
  error,
  onSubmit,
}: {
  hours: OpeningHours | null
  pending: boolean
  error: Error | null
  onSubmit: (hours: OpeningHours | null) => void
}) {
  const [timeZone, setTimeZone] = useState(hours?.timeZone ?? 'America/Chicago')
  const [days, setDays] = useState(() => daysOf(hours))
  const [errors, setErrors] = useState<Record<number, string>>({})
  const zones = usZones.some(([z]) => z === timeZone)
    ? usZones
    : [[timeZone, timeZone] as [string, string], ...usZones]
  const setDay = (index: number, change: Partial<Day>) =>
    setDays(days.map((d, i) => (i === index ? { ...d, ...change } : d)))

  function submit(event: FormEvent) {
    event.preventDefault()
    const input: OpeningHours = {
      timeZone,
      days: days.map((d) => (d.open ? { opens: d.opens, closes: d.closes } : null)),
    }
    const parsed = openingHoursSchema.safeParse(input)
    if (!parsed.success) return setErrors(dayErrors(parsed.error.issues))
    setErrors({})
    onSubmit(parsed.data)
  }

  return (
    <form noValidate onSubmit={submit}>
      <p className="text-sm text-base-content/75">
        {hours
          ? 'A lead waiting for a first answer is reminded after two hours of these hours, so one that comes at night is not due before you open.'
          : 'Not set yet: a lead waiting for a first answer is reminded two hours after it came, at any hour. Set your hours so that the night does not count.'}
      </p>
      <label className="mt-4 block max-w-sm text-sm font-semibold">
        Time zone
        <select
          className="select mt-1.5 w-full font-normal"
          value={timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
        >
          <ChoiceOptions choices={zones} />
        </select>
      </label>
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-semibold">Hours</legend>
        <ul className="divide-y divide-base-300">
          {week.map(([index, name]) => {
            const day = days[index]!
            const problem = errors[index]
            // The time the day opens or closes, named for screen readers by the day.
            const time = (edge: 'opens' | 'closes') => (
              <input
                type="time"
                aria-label={`${name} ${edge}`}
                className={`input input-sm w-32 ${problem ? 'input-error' : ''}`}
                value={day[edge]}
                onChange={(e) => setDay(index, { [edge]: e.target.value })}
              />
            )
            return (
              <li key={name} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
                <label className="flex w-36 items-center gap-2">
                  <input
                    type="checkbox"
                    aria-label={`Open on ${name}`}
                    className="checkbox checkbox-sm"
                    checked={day.open}
                    onChange={(e) => setDay(index, { open: e.target.checked })}
                  />
                  <span>{name}</span>
                </label>
                {day.open ? (
                  <span className="flex items-center gap-2">
                    {time('opens')}
                    <span aria-hidden="true">–</span>
                    {time('closes')}
                  </span>
                ) : (
                  <span className="text-base-content/70">Closed</span>
                )}
                {problem && (
                  <p role="alert" className="w-full text-sm text-error">
                    {name}: {problem}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      </fieldset>
      {error && (
        <p role="alert" className="mt-3 alert alert-error alert-soft">
          {error instanceof HttpError && error.issues?.length
            ? error.issues.map((i) => i.message).join(' ')
            : error.message}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <SubmitButton pending={pending}>Save hours</SubmitButton>
        {hours && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={pending}
            onClick={() => onSubmit(null)}
          >
            Remove the hours
          </button>
        )}
      </div>
    </form>
  )
}
