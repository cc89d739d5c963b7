import type { ReactNode } from 'react'
import type { FieldError, UseFormRegister } from 'react-hook-form'
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
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
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
          <input
            {...common}
            {...register(attribute.key, { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="grow"
          />
        </div>
      )
      break
    case 'number': {
      const whole = 'step' in attribute
      control = (
        <div className={`input w-full ${invalid}`}>
          <input
            {...common}
            {...register(
              attribute.key,
              'required' in attribute ? { valueAsNumber: true } : { setValueAs: numberOrNull },
            )}
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
          {...common}
          {...register(attribute.key)}
          rows={4}
          placeholder="Service history, recent work, extras, anything a buyer should know"
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        />
      )
      break
    case 'year':
      control = (
        <input
          {...common}
          {...register(attribute.key, { valueAsNumber: true })}
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
          {...common}
          {...register(attribute.key)}
          type="date"
          min="1900-01-01"
          max={today()}
          className={`input w-full ${invalid}`}
        />
      )
      break
    case 'category':
      control = (
        <CategorySelect attribute={attribute} common={common} register={register} error={error} />
      )
      break
    case 'select':
      control = (
        <select
          {...common}
          {...register(attribute.key, { setValueAs: emptyAsNull })}
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
            {...common}
            {...register(attribute.key)}
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
  common: Record<string, unknown>
  register: UseFormRegister<NewCarInput>
  error?: FieldError
}

/** Body types come from the server (GET /api/car-categories), as on the home page. */
function CategorySelect({ attribute, common, register, error }: CategoryProps) {
  const categories = useCategories()
  return (
    <>
      {/* Remounted once the options arrive, so a prefilled body type (editing) shows as chosen. */}
      <select
        key={categories.data ? 'ready' : 'waiting'}
        {...common}
        {...register(attribute.key)}
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
