import { describe, expect, it } from 'vitest'
import { milesBetween, placeCells } from './search-query'

/** The point `miles` from `from` towards `bearing` (radians), on earthdistance's sphere. */
function pointFrom(from: { latitude: number; longitude: number }, miles: number, bearing: number) {
  const rad = Math.PI / 180
  const d = (miles * 1609.344) / 6_378_168
  const lat1 = from.latitude * rad
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing),
  )
  const lon2 =
    from.longitude * rad +
    Math.atan2(
      Math.sin(bearing) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    )
  return { latitude: lat2 / rad, longitude: lon2 / rad }
}

describe('placeCells', () => {
  it('names the whole degree of every place inside the circle', () => {
    // A fixed sequence of pseudo-random circles across the United States, each point inside.
    let seed = 39
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    for (let circle = 0; circle < 200; circle++) {
      const origin = { latitude: 19 + next() * 52, longitude: -160 + next() * 93 }
      const radius = 1 + Math.floor(next() * 100)
      const cells = new Set(placeCells(origin, radius))
      expect(cells.size).toBeGreaterThan(0)
      for (let p = 0; p < 50; p++) {
        const point = pointFrom(origin, radius * Math.sqrt(next()) * 0.999, next() * 2 * Math.PI)
        expect(milesBetween(origin, point)).toBeLessThanOrEqual(radius)
        const cell = `geo:${Math.floor(point.latitude)}:${Math.floor(point.longitude)}`
        expect(cells, `${cell} of ${JSON.stringify(origin)} within ${radius}`).toContain(cell)
      }
    }
  })

  it('names the four degrees around a corner, and one degree for a small circle inside it', () => {
    expect(placeCells({ latitude: 42, longitude: -88 }, 5)).toEqual([
      'geo:41:-89',
      'geo:41:-88',
      'geo:42:-89',
      'geo:42:-88',
    ])
    expect(placeCells({ latitude: 41.5, longitude: -87.5 }, 5)).toEqual(['geo:41:-88'])
  })

  it('names none for a circle too wide, over a pole or across the 180th meridian', () => {
    expect(placeCells({ latitude: 41.9, longitude: -87.6 }, 500)).toBeUndefined()
    expect(placeCells({ latitude: 88.5, longitude: 0 }, 100)).toBeUndefined()
    expect(placeCells({ latitude: 52, longitude: 179.5 }, 50)).toBeUndefined()
  })
})
