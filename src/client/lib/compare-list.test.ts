import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  addToCompare,
  COMPARE_FULL,
  compareList,
  removeFromCompare,
  useCompareList,
  type ComparedCar,
} from './compare-list'

const KEY = 'wheelanes:compare'
const car = (n: number): ComparedCar => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Car ${n}`,
  image: `/media/car${n}/800.webp`,
})

afterEach(() => localStorage.clear())

describe('the cars to compare', () => {
  it('takes three, refuses a fourth and takes it once one is removed', () => {
    expect([1, 2, 3].map((n) => addToCompare(car(n)))).toEqual(['added', 'added', 'added'])
    expect(addToCompare(car(4))).toBe('full')
    expect(compareList().map((c) => c.name)).toEqual(['Car 1', 'Car 2', 'Car 3'])
    expect(COMPARE_FULL).toBe('You can compare up to 3 cars. Remove one first.')

    removeFromCompare(car(2).id)
    expect(addToCompare(car(4))).toBe('added')
    expect(compareList().map((c) => c.name)).toEqual(['Car 1', 'Car 3', 'Car 4'])
  })

  it('adds a car once', () => {
    addToCompare(car(1))
    expect(addToCompare(car(1))).toBe('already')
    expect(compareList()).toHaveLength(1)
  })

  it('keeps them in localStorage, so a reload or another tab reads the same cars', () => {
    addToCompare(car(1))
    addToCompare(car(2))
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual([car(1), car(2)])

    // What a reloaded page, or another tab's write, finds there.
    localStorage.setItem(KEY, JSON.stringify([car(3)]))
    expect(compareList()).toEqual([car(3)])
  })

  it('reads past what is not a car, and past more than three', () => {
    localStorage.setItem(KEY, JSON.stringify([car(1), { id: 7 }, 'x', car(2), car(3), car(4)]))
    expect(compareList().map((c) => c.name)).toEqual(['Car 1', 'Car 2', 'Car 3'])
    localStorage.setItem(KEY, '{not json')
    expect(compareList()).toEqual([])
  })

  it('tells its readers of every change, and of another tab’s', () => {
    const { result } = renderHook(() => useCompareList())
    expect(result.current).toEqual([])
    act(() => void addToCompare(car(1)))
    expect(result.current).toEqual([car(1)])

    act(() => {
      localStorage.setItem(KEY, JSON.stringify([car(2)]))
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    })
    expect(result.current).toEqual([car(2)])
    act(() => removeFromCompare(car(2).id))
    expect(result.current).toEqual([])
  })
})
