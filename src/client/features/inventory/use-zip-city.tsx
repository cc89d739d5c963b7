import { useEffect } from 'react'
import { usePostalCode } from './api/get-postal-code'
import type { Fill } from './use-autofill'

/**
 * Fills the city from a ZIP code the server knows, once five digits are typed; says so under
 * the field, or that the ZIP code is not one we know.
 */
export function useZipCity(postalCode: string | null | undefined, fill: Fill) {
  const zip = (postalCode ?? '').trim()
  const { data, isError } = usePostalCode(zip)
  const place = data?.zip === zip ? data : undefined
  const city = place?.city ?? null
  useEffect(() => {
    if (city) fill('city', city)
  }, [city, fill])

  if (place) {
    return (
      <p className="text-sm text-base-content/80">
        <span aria-hidden="true" className="text-success">
          ✓{' '}
        </span>
        {place.city}, {place.state}
      </p>
    )
  }
  if (isError && /^\d{5}$/.test(zip)) {
    return (
      <p className="text-sm font-medium text-error">
        We don’t know this ZIP code: check it for a typo
      </p>
    )
  }
  return undefined
}
