import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import type { CarSearch } from '#shared/search'
import { useCategories } from '../../api/get-categories'
import { useSession } from '../../api/get-session'
import { DialogActions } from '../../components/dialog-actions'
import { FormField } from '../../components/form-field'
import { ModalDialog } from '../../components/modal-dialog'
import { formatNumber } from '../../lib/format-price'
import { toast } from '../../lib/toast'
import { paths } from '#shared/paths'
import { useSaveSearch } from './api/save-search'
import { stringifyCarSearch } from './car-search-params'

type Frequency = 'instant' | 'daily'

/**
 * "Save this search" on /cars: a name and how often to hear of new cars that match. Signed
 * out, it says where to sign in first.
 */
export function SaveSearch({ search }: { search: CarSearch }) {
  const { user, isPending } = useSession()
  const [open, setOpen] = useState(false)
  // Nothing until the session is known: neither offer is shown to the wrong person.
  if (isPending) return null
  if (!user) {
    return (
      <Link to={paths.login.to()} className="btn btn-outline btn-sm">
        Log in to save this search
      </Link>
    )
  }
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen(true)}>
        Save this search
      </button>
      <ModalDialog
        open={open}
        title="Save this search"
        description="We tell you when a car that matches it is listed, in the app and by e-mail."
        onClose={() => setOpen(false)}
      >
        {open && <SaveForm search={search} onClose={() => setOpen(false)} />}
      </ModalDialog>
    </>
  )
}

/** A name from what the search asks for: "Pickup Truck, Ford, under $30,000". */
function useSuggestedName(search: CarSearch) {
  const bodyType = useCategories().data?.find((c) => c.category_id === search.category)?.bodyType
  const parts = [
    search.q && `“${search.q}”`,
    bodyType ?? search.category,
    search.company,
    search.maxPrice !== undefined && `under $${formatNumber(search.maxPrice)}`,
  ]
  return parts.filter(Boolean).join(', ') || 'All cars'
}

function SaveForm({ search, onClose }: { search: CarSearch; onClose: () => void }) {
  const id = useId()
  const save = useSaveSearch()
  const [name, setName] = useState(useSuggestedName(search).slice(0, 60))
  const [frequency, setFrequency] = useState<Frequency>('instant')
  const [error, setError] = useState<string | null>(null)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const trimmed = name.trim()
    const problem = !trimmed
      ? 'Name this search'
      : trimmed.length > 60
        ? 'Keep the name under 60 characters'
        : null
    setError(problem)
    if (problem) return
    save.mutate(
      { name: trimmed, query: stringifyCarSearch(search), frequency },
      {
        onSuccess: () => {
          toast.success(
            frequency === 'instant'
              ? 'Search saved. We’ll tell you as soon as a match is listed.'
              : 'Search saved. We’ll send you the new matches once a day.',
          )
          onClose()
        },
      },
    )
  }

  const shown = error ?? (save.isError ? save.error.message : null)
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
      <FormField label="Name">
        {(control) => (
          <input
            {...control}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={80}
            aria-invalid={error ? true : undefined}
            aria-describedby={shown ? `${id}-error` : undefined}
            className="input w-full"
          />
        )}
      </FormField>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold">Tell me</legend>
        {(
          [
            ['instant', 'As soon as a match is listed'],
            ['daily', 'Once a day, all new matches together'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex cursor-pointer items-center gap-3 py-1.5">
            <input
              type="radio"
              name={`${id}-frequency`}
              className="radio radio-sm radio-primary"
              checked={frequency === value}
              onChange={() => setFrequency(value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {shown}
        </p>
      )}
      <DialogActions
        onCancel={onClose}
        confirmLabel="Save search"
        pending={save.isPending}
        className="mt-0"
      />
    </form>
  )
}
