import type { Car } from '#shared/cars'

/** The last change of the asking price, when it was a cut: by how much, and when. */
export function priceDrop(car: Pick<Car, 'priceHistory'>): { amount: number; at: string } | null {
  const [before, last] = car.priceHistory.slice(-2)
  if (!before || !last || last.price >= before.price) return null
  return { amount: before.price - last.price, at: last.at }
}
