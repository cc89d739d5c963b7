import { storedList } from './stored-list'

/**
 * The cars a visitor picked to compare (issue 40, docs/decisions/0112): at most three, kept in
 * this browser's localStorage so that they survive a reload and every tab shares them. Only what
 * the tray and a guest's list show is kept (id, name, photo); the compare page reads each car
 * afresh from the API. Small: every page of car cards carries it.
 */
export const COMPARE_LIMIT = 3
export const COMPARE_FULL = `You can compare up to ${COMPARE_LIMIT} cars. Remove one first.`

export type ComparedCar = { id: string; name: string; image: string }

const isComparedCar = (value: unknown): value is ComparedCar => {
  const car = value as Partial<ComparedCar> | null
  return (
    typeof car?.id === 'string' && typeof car.name === 'string' && typeof car.image === 'string'
  )
}

const chosen = storedList('wheelanes:compare', isComparedCar, COMPARE_LIMIT)

/** The chosen cars, kept current (none in a page the server renders, and its hydration). */
export const useCompareList = chosen.useList
export const compareList = chosen.read

/** Adds a car; 'full' when three are chosen already (nothing changes then). */
export function addToCompare(car: ComparedCar): 'added' | 'already' | 'full' {
  const list = chosen.read()
  if (list.some((c) => c.id === car.id)) return 'already'
  if (list.length >= COMPARE_LIMIT) return 'full'
  chosen.write([...list, car])
  return 'added'
}

export function removeFromCompare(id: string) {
  const list = chosen.read()
  if (list.some((c) => c.id === id)) chosen.write(list.filter((c) => c.id !== id))
}
