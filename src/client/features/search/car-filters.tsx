import { useId } from 'react'
import type { CarSearch } from '#shared/search'
import { useCategories } from '../../api/get-categories'
import { useHydrated } from '../../lib/use-hydrated'
import { DebouncedInput } from '../../components/debounced-input'
import { ChoiceOptions, type Choices } from '../../components/select-field'
import { filterFields, type FilterField } from './filter-fields'

type Props = {
  search: CarSearch
  update: (patch: Partial<CarSearch>) => void
  /** A category page has its body type in the path. */
  withCategory: boolean
  /** Why the search's ZIP code was refused, if it was. */
  zipError?: string
}

/** A filter of one kind of field (filter-fields.ts), with the search it sets. */
type FieldProps<K extends FilterField['kind']> = {
  field: Extract<FilterField, { kind: K }>
} & Props

const toNumber = (text: string) => (text === '' ? undefined : Number(text))
const asText = (value: string | number | undefined) => (value === undefined ? '' : String(value))

/** A labelled list whose first choice, "Any", sets nothing. */
function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: Choices
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        className="select w-full"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <ChoiceOptions none="Any" choices={options} />
      </select>
    </div>
  )
}

function ChoiceFilter({ field, search, update }: FieldProps<'choice'>) {
  const categories = useCategories()
  const options =
    field.options?.map((value) => [value, value] as const) ??
    categories.data?.map((c) => [c.category_id, c.bodyType] as const) ??
    []
  return (
    <SelectFilter
      label={field.label}
      value={search[field.param] ?? ''}
      options={options}
      onChange={(value) => update({ [field.param]: value || undefined })}
    />
  )
}

function AtLeastFilter({ field, search, update }: FieldProps<'atLeast'>) {
  const value = search[field.param]
  // A link may carry a bound the list does not offer ('minSeats=6'): shown, not hidden as "Any".
  const options =
    value === undefined || field.options.includes(value)
      ? field.options
      : [...field.options, value].sort((a, b) => a - b)
  return (
    <SelectFilter
      label={field.label}
      value={asText(value)}
      options={options.map((option) => [option, `${option} or more`] as const)}
      onChange={(text) => update({ [field.param]: toNumber(text) })}
    />
  )
}

function TextFilter({ field, search, update }: FieldProps<'text'>) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {field.label}
      </label>
      <DebouncedInput
        id={id}
        type="text"
        className="input w-full"
        placeholder={field.placeholder}
        autoComplete="off"
        value={search[field.param] ?? ''}
        onCommit={(text) => update({ [field.param]: text || undefined })}
      />
    </div>
  )
}

function RangeFilter({ field, search, update }: FieldProps<'range'>) {
  const id = useId()
  const min = search[field.min]
  const max = search[field.max]
  const crossed = min !== undefined && max !== undefined && min > max
  const noun = field.label.toLowerCase()
  const input = (key: typeof field.min, bound: 'Min' | 'Max') => (
    <label className="input w-full">
      {field.prefix && (
        <span aria-hidden="true" className="text-base-content/70">
          {field.prefix}
        </span>
      )}
      <DebouncedInput
        // Named after its URL parameter: a field with neither id nor name is a browser 'issue'.
        name={key}
        type="number"
        inputMode="numeric"
        min={field.bounds.min}
        max={field.bounds.max}
        step={1}
        placeholder={bound}
        aria-label={`${bound === 'Min' ? 'Minimum' : 'Maximum'} ${noun}`}
        aria-describedby={crossed ? `${id}-crossed` : undefined}
        className="grow"
        value={asText(search[key])}
        onCommit={(text) => update({ [key]: toNumber(text) })}
      />
    </label>
  )
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold">
        {field.label}
        {field.unit && <span className="font-normal text-base-content/70"> ({field.unit})</span>}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {input(field.min, 'Min')}
        {input(field.max, 'Max')}
      </div>
      {crossed && (
        <p id={`${id}-crossed`} className="mt-1 text-sm text-error">
          The minimum is above the maximum.
        </p>
      )}
    </fieldset>
  )
}

/** How far from the ZIP code, in miles; "Any distance" sets no limit. */
const radii = [10, 25, 50, 100, 250, 500].map((miles) => [miles, `Within ${miles} mi`] as const)

/**
 * Where the buyer is: a US ZIP code and how far they will go. A ZIP code of five digits goes to
 * the URL; clearing it drops the radius and a sort by distance too.
 */
function LocationFilter({ search, update, zipError }: Props) {
  const id = useId()
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold">Location</legend>
      <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
        <DebouncedInput
          id={`${id}-zip`}
          name="near"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[0-9]{5}"
          maxLength={5}
          placeholder="ZIP code"
          aria-label="ZIP code"
          aria-invalid={zipError ? true : undefined}
          aria-describedby={zipError ? `${id}-error` : undefined}
          className="input w-full"
          value={search.near ?? ''}
          onCommit={(text) => {
            if (text === '') {
              update({
                near: undefined,
                radius: undefined,
                sort: search.sort === 'distance' ? undefined : search.sort,
              })
            } else if (/^\d{5}$/.test(text)) {
              update({ near: text })
            }
          }}
        />
        <select
          aria-label="Distance"
          className="select w-full"
          // A distance needs a ZIP code to be measured from.
          disabled={search.near === undefined}
          value={search.radius ?? ''}
          onChange={(event) => update({ radius: toNumber(event.target.value) })}
        >
          <ChoiceOptions none="Any distance" choices={radii} />
        </select>
      </div>
      {zipError && (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {zipError}
        </p>
      )}
    </fieldset>
  )
}

/**
 * The filter panel's fields, from filterFields; each change goes straight to the URL. Inert until
 * hydrated, as every server-rendered form: a ZIP code typed or a select changed before would be
 * lost.
 */
export function CarFilters(props: Props) {
  const hydrated = useHydrated()
  const fields = filterFields.filter(
    (field) => props.withCategory || field.kind !== 'choice' || field.param !== 'category',
  )
  return (
    <div className="flex flex-col gap-5" inert={!hydrated}>
      <LocationFilter {...props} />
      {fields.map((field) => {
        switch (field.kind) {
          case 'choice':
            return <ChoiceFilter key={field.param} field={field} {...props} />
          case 'text':
            return <TextFilter key={field.param} field={field} {...props} />
          case 'atLeast':
            return <AtLeastFilter key={field.param} field={field} {...props} />
          case 'range':
            return <RangeFilter key={field.min} field={field} {...props} />
        }
      })}
    </div>
  )
}
