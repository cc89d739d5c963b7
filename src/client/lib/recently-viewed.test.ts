import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  clearRecentlyViewed,
  forgetViewed,
  readRecentlyViewed,
  RECENTLY_VIEWED_KEPT,
  rememberViewed,
  useRecentlyViewed,
  type ViewedCar,
} from './recently-viewed'

const KEY = 'wheelanes:recently-viewed'
const car = (n: number, resale_price = 10_000 + n): ViewedCar => ({
  _id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  carName: `Car ${n}`,
  image: `/media/car${n}/800.webp`,
  resale_price,
})
const names = () => readRecentlyViewed().map((c) => c.carName)

afterEach(() => localStorage.clear())

describe('the recently viewed cars', () => {
  it('keeps the newest first, each once, as it was last seen', () => {
    rememberViewed(car(1))
    rememberViewed(car(2))
    rememberViewed(car(1, 9_000))
    expect(names()).toEqual(['Car 1', 'Car 2'])
    expect(readRecentlyViewed()[0]?.resale_price).toBe(9_000)
  })

  it(`keeps ${RECENTLY_VIEWED_KEPT} at most, dropping the oldest`, () => {
    for (let n = 1; n <= RECENTLY_VIEWED_KEPT + 2; n++) rememberViewed(car(n))
    expect(names()).toHaveLength(RECENTLY_VIEWED_KEPT)
    expect(names()[0]).toBe(`Car ${RECENTLY_VIEWED_KEPT + 2}`)
    expect(names()).not.toContain('Car 2')
  })

  it('keeps only what the row shows, whatever else the car had', () => {
    rememberViewed({ ...car(1), description: 'long', seller: 'a@b.c' } as ViewedCar)
    expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')).toEqual([car(1)])
  })

  it('forgets one car, or all of them', () => {
    ;[1, 2, 3].forEach((n) => rememberViewed(car(n)))
    forgetViewed(car(2)._id)
    expect(names()).toEqual(['Car 3', 'Car 1'])
    clearRecentlyViewed()
    expect(names()).toEqual([])
  })

  it('reads a garbled or hand-written list as what it can use', () => {
    localStorage.setItem(KEY, '{not json')
    expect(readRecentlyViewed()).toEqual([])
    localStorage.setItem(KEY, JSON.stringify([car(1), { _id: 'x' }, 'car', car(2)]))
    expect(names()).toEqual(['Car 1', 'Car 2'])
  })

  it('tells the page of a change, here or in another tab', () => {
    const { result } = renderHook(() => useRecentlyViewed())
    expect(result.current).toEqual([])
    act(() => rememberViewed(car(1)))
    expect(result.current.map((c) => c.carName)).toEqual(['Car 1'])
    act(() => {
      localStorage.setItem(KEY, JSON.stringify([car(2)]))
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    })
    expect(result.current.map((c) => c.carName)).toEqual(['Car 2'])
  })
})
