import { useEffect } from 'react'
import type { NewCarInput } from '#shared/car-attributes'
import type { Fill } from './use-autofill'

/** "2019 Toyota Camry SE": the listing name the form suggests from the car's own fields. */
export function suggestedName(
  parts: Pick<Partial<NewCarInput>, 'modelYear' | 'company' | 'model' | 'trim'>,
): string {
  const year = Number.isInteger(parts.modelYear) ? parts.modelYear : null
  return [year, parts.company, parts.model, parts.trim]
    .map((part) => (typeof part === 'string' ? part.trim() : part))
    .filter(Boolean)
    .join(' ')
}

/**
 * Keeps the Name field at the suggested name while the seller has not written their own
 * (decision 0116): it follows the model year, make, model and trim, filled by the VIN or by hand.
 */
export function useSuggestedName(
  parts: Pick<Partial<NewCarInput>, 'modelYear' | 'company' | 'model' | 'trim'>,
  fill: Fill,
) {
  const name = suggestedName(parts)
  useEffect(() => fill('carName', name || null), [name, fill])
}
