import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { carQueryOptions } from '../../api/get-car'
import { carsKey } from '../../api/query-keys'
import { isMissing } from '../../components/not-found'
import type { Car } from '#shared/cars'
import { removeFromCompare, type ComparedCar } from '../../lib/compare-list'
import { noteDropped, type DroppedCar } from './dropped-cars'

// Why a car that is no longer for sale leaves the comparison.
const gone: Record<Exclude<Car['status'], 'Active'>, string> = {
  Sold: 'has been sold',
  Booked: 'has been reserved by a buyer',
  Hidden: 'is not for sale right now',
}

/**
 * The chosen cars, each read as its page reads it (GET /api/featured-cars/{id}, signed in, the
 * same cache entry): those for sale, in the order chosen. A car that is sold, reserved, hidden or
 * no longer there leaves the list, with a note (dropped-cars.ts); one that failed to load for
 * another reason stays, to try again. One query for all of them: TanStack's useQueries would
 * put its code in every page's first load (the shell holds TanStack Query).
 */
export function useComparedCars(chosen: ComparedCar[], signedIn: boolean) {
  const client = useQueryClient()
  const ids = chosen.map((c) => c.id)
  const query = useQuery({
    queryKey: [...carsKey, 'compare', ids],
    queryFn: async () => {
      // Fresh for 30 s, as the car page's: removing a car asks nothing again.
      const read = (id: string) => client.fetchQuery({ ...carQueryOptions(id), staleTime: 30_000 })
      const settled = await Promise.allSettled(ids.map(read))
      return new Map(ids.map((id, i) => [id, settled[i]!]))
    },
    enabled: signedIn && ids.length > 0,
    // While a changed list loads, the cars already read stay in the table.
    placeholderData: (previous) => previous,
  })
  // Worked out again only when the list or the answers change, so that the cars leaving are the
  // same array from one render to the next and the effect below runs once for them.
  const { data } = query
  const { cars, failed, leaving } = useMemo(() => sortOut(chosen, data), [chosen, data])
  useEffect(() => {
    for (const car of leaving) {
      noteDropped(car)
      removeFromCompare(car.id)
    }
  }, [leaving])
  return {
    cars,
    failed,
    pending: query.isPending && query.fetchStatus !== 'idle',
    retry: () => void query.refetch(),
  }
}

/** The chosen cars as read: for sale (compared), leaving the list (and why), or failed to load. */
function sortOut(
  chosen: ComparedCar[],
  results: Map<string, PromiseSettledResult<Car>> | undefined,
) {
  const cars: Car[] = []
  const failed: { chosen: ComparedCar; error: Error }[] = []
  const leaving: DroppedCar[] = []
  for (const car of chosen) {
    const result = results?.get(car.id)
    if (!result) continue
    if (result.status === 'fulfilled') {
      const { status, carName } = result.value
      if (status === 'Active') cars.push(result.value)
      else leaving.push({ id: car.id, name: carName, why: gone[status] })
    } else if (isMissing(result.reason)) {
      leaving.push({ id: car.id, name: car.name, why: 'is no longer listed' })
    } else {
      failed.push({ chosen: car, error: result.reason as Error })
    }
  }
  return { cars, failed, leaving }
}
