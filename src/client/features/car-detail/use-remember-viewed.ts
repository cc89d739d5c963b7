import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { User } from '#shared/accounts'
import type { Car } from '#shared/cars'
import { isMissing } from '../../components/not-found'
import { forgetViewed, rememberViewed } from '../../lib/recently-viewed'

/**
 * Keeps the home page's Recently viewed row (lib/recently-viewed.ts): the car goes first, as it
 * is now; a sold car, or one that is not there, leaves it. A seller's own car is not a car they
 * looked at.
 */
export function useRememberViewed(id: string, car: UseQueryResult<Car>, user: User | null) {
  const { data, error } = car
  useEffect(() => {
    if (data?.status === 'Sold' || isMissing(error)) forgetViewed(id)
    else if (data && data.sellerId !== user?._id) rememberViewed(data)
  }, [id, data, error, user?._id])
}
