import { expect } from 'vitest'
import type { App } from './app'

/**
 * The names of the cars that GET /api/cars?`query` lists to someone signed out, in its order;
 * the answer must be a 200.
 */
export async function carNames(app: App, query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/cars?${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().items as { carName: string }[]).map((c) => c.carName)
}
