import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { decodeVin } from '#shared/vin'
import type { Fill } from './use-autofill'

// The model table is some 8 kB: loaded once a VIN is valid, never with the form (decision 0117).
const loadVinModels = () => import('#shared/vin-models')

/**
 * Reads a VIN as it is typed or pasted: once it has 17 characters, says what it decodes to (or
 * what is wrong with it), and fills in the make, model year and, where the VIN says it, the
 * model (`fill` leaves what the seller typed alone).
 */
export function useVinReading(vin: string | null | undefined, fill: Fill) {
  const typed = (vin ?? '').replace(/[\s-]/g, '')
  const reading = typed.length >= 17 ? decodeVin(typed) : null
  const valid = reading?.ok ? reading : null
  const { data: model, isFetched } = useQuery({
    queryKey: ['vin-model', valid?.vin, valid?.modelYear],
    queryFn: async () => (await loadVinModels()).vinModel(valid!.vin, valid!.modelYear),
    enabled: valid !== null,
    staleTime: Infinity,
  })
  const make = valid?.make ?? null
  const year = valid?.modelYear ?? null
  // Once the model is known (or known not to be), so that all three change together.
  const read = valid !== null && isFetched
  useEffect(() => {
    if (!read) return
    fill('company', make)
    fill('modelYear', year)
    fill('model', model ?? null)
  }, [read, make, year, model, fill])

  if (!reading) return undefined
  if (!reading.ok) {
    return <p className="text-sm font-medium text-error">{reading.error}</p>
  }
  const what = [reading.modelYear, reading.make, read ? model : null].filter(Boolean).join(' ')
  return (
    <p className="text-sm text-base-content/80">
      <span aria-hidden="true" className="text-success">
        ✓{' '}
      </span>
      {what ? `This VIN is a ${what}.` : 'This VIN is valid; we could not tell its make.'}
    </p>
  )
}
