import { useCallback, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { NewCar, NewCarInput } from '#shared/car-attributes'

/** The fields the form fills in for the seller: from the VIN, the ZIP code and the name. */
export type Autofilled = 'company' | 'model' | 'modelYear' | 'carName' | 'city'

/** Fills one of them with a text (the model year a number), or empties it with `null`. */
export type Fill = (field: Autofilled, value: string | number | null) => void

type Form = Pick<UseFormReturn<NewCarInput, unknown, NewCar>, 'getValues' | 'setValue'> & {
  getFieldState: UseFormReturn<NewCarInput>['getFieldState']
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || Number.isNaN(value)

/**
 * Fills a field for the seller when it is empty or still holds what the form itself put there
 * last (decision 0116): what the seller typed by hand is never overwritten, and a corrected VIN
 * corrects what the mistyped one had filled. `null` empties a field the form had filled.
 */
export function useAutofill({ getValues, setValue, getFieldState }: Form) {
  const filled = useRef<Partial<Record<Autofilled, unknown>>>({})
  return useCallback<Fill>(
    (field, value) => {
      const now: unknown = getValues(field)
      const ours = field in filled.current && filled.current[field] === now
      if (!isEmpty(now) && !ours) return
      if (value === null) {
        if (ours && field !== 'modelYear') setValue(field, '', { shouldDirty: true })
        delete filled.current[field]
        return
      }
      filled.current[field] = value
      if (now === value) return
      // Re-checked only when its error shows, so that filling it clears 'Model is required'.
      const shouldValidate = Boolean(getFieldState(field).error)
      // Each field is given its own kind of value: a number only for the model year.
      setValue(field, value as string, { shouldDirty: true, shouldValidate })
    },
    [getValues, setValue, getFieldState],
  )
}
