import { useSyncExternalStore } from 'react'

/** A chosen car the compare page took off the list, and why ("has been sold"). */
export type DroppedCar = { id: string; name: string; why: string }

// Kept while the page is open, so that a note stays after its car has left the list (the list
// itself lives in localStorage, lib/compare-list.ts). Cleared when the page closes.
let dropped: DroppedCar[] = []
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

export function noteDropped(car: DroppedCar) {
  if (dropped.some((d) => d.id === car.id)) return
  dropped = [...dropped, car]
  notify()
}

export function forgetDropped() {
  if (dropped.length === 0) return
  dropped = []
  notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

const none: DroppedCar[] = []
export const useDroppedCars = () =>
  useSyncExternalStore(
    subscribe,
    () => dropped,
    () => none,
  )
