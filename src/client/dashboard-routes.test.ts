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

  it('send a bookmark of the old All Buyers and All Sellers to Users, of that role', async () => {
    for (const [old, to] of [
      ['/dashboard/allusers', '/dashboard/users?role=buyer'],
      ['/dashboard/allseller', '/dashboard/users?role=seller'],
    ] as const) {
      const route = matchRoutes(dashboardRoutes, old)!.at(-1)!.route
      const request = new Request(`http://localhost${old}`)
      const loader = route.loader as (args: { request: Request; params: object }) => unknown
      const answer = (await loader({ request, params: {} })) as Response
      expect(answer.status).toBe(302)
      expect(answer.headers.get('Location')).toBe(to)
    }
  })
})
