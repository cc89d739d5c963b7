import type { Car } from '#shared/cars'
import { storedList } from './stored-list'

/**
 * The cars whose pages this browser opened last, newest first (issue 40, docs/decisions/0114):
 * in localStorage only, no server, no account. What the home page's row shows until it has read
 * the car afresh is kept with the id: its name, photo and price.
 */
export type ViewedCar = Pick<Car, '_id' | 'carName' | 'image' | 'resale_price'>

/** Enough to come back to, few enough for one row. */
export const RECENTLY_VIEWED_KEPT = 8

const isViewedCar = (value: unknown): value is ViewedCar => {
  const car = value as Partial<ViewedCar> | null
  return (
    typeof car?._id === 'string' &&
    typeof car.carName === 'string' &&
    typeof car.image === 'string' &&
    typeof car.resale_price === 'number'
  )
}

const viewed = storedList('wheelanes:recently-viewed', isViewedCar, RECENTLY_VIEWED_KEPT)

export const readRecentlyViewed = viewed.read
export const useRecentlyViewed = viewed.useList

/** Puts the car first, as it is now, dropping its older entry and the oldest past the limit. */
export function rememberViewed({ _id, carName, image, resale_price }: ViewedCar) {
  const rest = viewed.read().filter((car) => car._id !== _id)
  viewed.write([{ _id, carName, image, resale_price }, ...rest])
}

/** Drops a car that is gone (404) or sold; nothing happens when it was not kept. */
export function forgetViewed(id: string) {
  const list = viewed.read()
  if (list.some((car) => car._id === id)) viewed.write(list.filter((car) => car._id !== id))
}

/** Empties the list, as the person asked. */
export const clearRecentlyViewed = () => viewed.write([])
