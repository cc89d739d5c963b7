import type { ReactNode } from 'react'
import type { FieldError, RegisterOptions, UseFormRegister } from 'react-hook-form'
import type { CarAttribute, NewCarInput } from '#shared/car-attributes'
import { useCategories } from '../../api/get-categories'

type Props = {
  attribute: CarAttribute
  register: UseFormRegister<NewCarInput>
  error?: FieldError
  /** Choices offered as one types (a datalist): free entry stays possible. */
  suggestions?: readonly string[]
  /** A line under the field from the form (the VIN's reading), after the hint. */
  note?: ReactNode
  /** Optional here though the attribute is required (a dealer's car may leave it out). */
  optional?: boolean
}

// An empty select means "not chosen": null, so optional enums pass and required ones fail.
const emptyAsNull = (value: unknown) => (value === '' ? null : value)
// An optional number left empty is null too (not NaN, which its check would call "not a number").
const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value)
const today = () => new Date().toISOString().slice(0, 10)

/** How a kind's text becomes the form's value: a number, null for "not given", or the text. */
function valueOf(
  attribute: CarAttribute,
): RegisterOptions<NewCarInput, CarAttribute['key']> | undefined {
  switch (attribute.kind) {
    case 'money':
    case 'year':
      return { valueAsNumber: true }
    case 'number':
      return 'required' in attribute ? { valueAsNumber: true } : { setValueAs: numberOrNull }
    case 'select':
      return { setValueAs: emptyAsNull }
    default:
      return undefined
  }
}

/** One attribute of carAttributes as a labelled control with its hint and its own error. */
export function CarField({ attribute, register, error, suggestions, note, optional }: Props) {
  const id = `car-${attribute.key}`
  const hint = 'hint' in attribute ? attribute.hint : undefined
  const unit = 'unit' in attribute ? attribute.unit : undefined
  const described = [
    unit && `${id}-unit`,
    hint && `${id}-hint`,
    note && `${id}-note`,
    error && `${id}-error`,
  ]
    .filter(Boolean)
    .join(' ')
  // What every kind's control gets: its id, its state for screen readers, and its value.
  const field = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    ...register(attribute.key, valueOf(attribute)),
  }
  const invalid = error ? 'input-error' : ''

  let control: ReactNode
  switch (attribute.kind) {
    case 'money':
      control = (
        <div className={`input w-full ${invalid}`}>
          <span aria-hidden="true" className="text-base-content/70">
            $
          </span>
          <input {...field} type="number" inputMode="numeric" min={1} step={1} className="grow" />
        </div>
      )
      break
    case 'number': {
      const whole = 'step' in attribute
      control = (
        <div className={`input w-full ${invalid}`}>
          <input
            {...field}
            type="number"
            inputMode={whole ? 'numeric' : 'decimal'}
            min={'min' in attribute ? attribute.min : 0}
            max={'max' in attribute ? attribute.max : undefined}
            step={whole ? attribute.step : 'any'}
            className="grow"
          />
          {unit && (
            <span id={`${id}-unit`} className="text-base-content/70">
              {unit}
            </span>
          )}
        </div>
      )
      break
    }
    case 'textarea':
      control = (
        <textarea
          {...field}
          rows={4}
          placeholder="Service history, recent work, extras, anything a buyer should know"
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        />
      )
      break
    case 'year':
      control = (
        <input
          {...field}
          type="number"
          inputMode="numeric"
          min={1900}
          max={new Date().getFullYear() + 1}
          step={1}
          placeholder={`e.g. ${new Date().getFullYear() - 4}`}
          className={`input w-full ${invalid}`}
        />
      )
      break
    case 'date':
      control = (
        <input
          {...field}
          type="date"
          min="1900-01-01"
          max={today()}
          className={`input w-full ${invalid}`}
        />
      )
      break
    case 'category':
      control = <CategorySelect attribute={attribute} field={field} error={error} />
      break
    case 'select':
      control = (
        <select
          {...field}
          defaultValue=""
          className={`select w-full ${error ? 'select-error' : ''}`}
        >
          <option value="">{attribute.placeholder}</option>
          {attribute.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )
      break
    default:
      control = (
        <>
          <input
            {...field}
            type="text"
            autoComplete="off"
            list={suggestions?.length ? `${id}-choices` : undefined}
            placeholder={'placeholder' in attribute ? attribute.placeholder : undefined}
            className={`input w-full ${invalid}`}
          />
          {suggestions && suggestions.length > 0 && (
            <datalist id={`${id}-choices`}>
              {suggestions.map((choice) => (
                <option key={choice} value={choice} />
              ))}
            </datalist>
          )}
        </>
      )
  }

  const wide = attribute.kind === 'textarea'
  return (
    <div className={`flex flex-col gap-1.5 ${wide ? 'sm:col-span-2' : ''}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {attribute.label}
        {(optional || !('required' in attribute)) && (
          <span className="ml-1 font-normal text-base-content/70">(optional)</span>
        )}
      </label>
      {control}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-base-content/70">
          {hint}
        </p>
      )}
      {note && <div id={`${id}-note`}>{note}</div>}
      {error?.message && (
        <p id={`${id}-error`} className="text-sm font-medium text-error">
          {error.message}
        </p>
      )}
    </div>
  )
}

type CategoryProps = {
  attribute: Extract<CarAttribute, { kind: 'category' }>
  field: Record<string, unknown>
  error?: FieldError
}

/** Body types come from the server (GET /api/car-categories), as on the home page. */
function CategorySelect({ attribute, field, error }: CategoryProps) {
  const categories = useCategories()
  return (
    <>
      {/* Remounted once the options arrive, so a prefilled body type (editing) shows as chosen. */}
      <select
        key={categories.data ? 'ready' : 'waiting'}
        {...field}
        defaultValue=""
        className={`select w-full ${error ? 'select-error' : ''}`}
      >
        <option value="">{categories.isPending ? 'Loading…' : attribute.placeholder}</option>
        {categories.data?.map((category) => (
          <option key={category.category_id} value={category.category_id}>
            {category.bodyType}
          </option>
        ))}
      </select>
      {categories.isError && (
        <p className="text-sm text-error">
          We couldn&rsquo;t load the body types.{' '}
          <button type="button" className="link" onClick={() => categories.refetch()}>
            Try again
          </button>
        </p>
      )}
    </>
  )
}
