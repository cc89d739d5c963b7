import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { dashboardRoutes } from './dashboard-routes'

/** The pattern of the page a path opens. */
const page = (path: string) => matchRoutes(dashboardRoutes, path)?.at(-1)?.route.path

describe('the dashboard’s routes', () => {
  it('open the Offers tabs, not a payment page, for their static paths', () => {
    // React Router ranks a static segment above a dynamic one, wherever the routes are listed.
    expect(page('/dashboard/myorders/offers')).toBe('/dashboard/myorders/offers')
    expect(page('/dashboard/myorders/b0c1d2e3')).toBe('/dashboard/myorders/:id')
    expect(page('/dashboard/myorders')).toBe('/dashboard/myorders')
    expect(page('/dashboard/bookings/offers')).toBe('/dashboard/bookings/offers')
  })
})
