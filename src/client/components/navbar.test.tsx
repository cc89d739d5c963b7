import { useQuery } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { apiFetch } from '../api/http'
import { RequireAuth } from '../guards/require-auth'
import {
  jsonResponse,
  renderWithProviders,
} from '../../../tests/support/client/render-with-providers'
import { ana } from '../../../tests/support/client/ana'
import { Landing, renderRoutes } from '../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../tests/support/client/stub-api'
import { Navbar } from './navbar'
import { WishToggle } from './wish-toggle'

describe('Navbar', () => {
  it('offers Login to a signed-out visitor, even when the session call fails', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ message: 'Not Found' }, 404))
    renderWithProviders(<Navbar />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(await screen.findAllByRole('link', { name: 'Login' })).not.toHaveLength(0)
    expect(nav.textContent).not.toContain('Dashboard')
  })

  it('offers Dashboard instead of Login to a signed-in user', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ user: ana }))
    renderWithProviders(<Navbar />)
    expect(await screen.findAllByRole('link', { name: 'Dashboard' })).not.toHaveLength(0)
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull()
  })

  it('opens and closes the mobile menu', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ user: null }))
    renderWithProviders(<Navbar />)
    const toggle = screen.getByRole('button', { name: 'Menu' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('navigation', { name: 'Main (mobile)' })).toBeTruthy()
    // Escape closes it, and the focus is back on its button.
    await userEvent.keyboard('{Escape}')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
  })

  it("shows the signed-in user's first name and logs out to the home page", async () => {
    let signedIn = true
    const fetch = stubApi({
      'GET /api/auth/me': () =>
        jsonResponse({ user: signedIn ? { ...ana, name: 'Ana María Buyer' } : null }),
      'POST /api/auth/logout': () => {
        signedIn = false
        return jsonResponse({ success: true })
      },
    })
    const page = (name: string) => (
      <>
        <Navbar />
        <Landing name={name} />
      </>
    )
    const { router, queryClient } = renderRoutes(
      [
        { path: '/', element: page('Home') },
        { path: '/dashboard', element: page('Dashboard page') },
      ],
      '/dashboard',
    )
    const nav = screen.getByRole('banner')
    expect(await within(nav).findAllByText('Ana')).not.toHaveLength(0)
    // Private data from this session, which must not outlive it.
    await queryClient.fetchQuery({ queryKey: ['bookings'], queryFn: () => [] })

    await userEvent.click(within(nav).getByRole('button', { name: 'LogOut' }))
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy()
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeTruthy()
    expect(within(nav).queryByRole('button', { name: 'LogOut' })).toBeNull()
    expect(router.state.location.pathname).toBe('/')
    expect(callsTo(fetch, 'POST /api/auth/logout')).toHaveLength(1)
    expect(queryClient.getQueryData(['bookings'])).toBeUndefined()
  })

  // The home page may be there at once (its code loaded, nothing to wait for) or take a moment,
  // as its chunk does over a network, with the page being left still on screen meanwhile.
  it.each([
    ['at once', undefined],
    ['after a moment', () => new Promise((resolve) => setTimeout(() => resolve(null), 50))],
  ])(
    'logs out of a guarded page straight home (%s): no detour by /login, nothing private asked after',
    async (_when, homeLoader) => {
      let signedIn = true
      const privately = (body: unknown) => () =>
        signedIn ? jsonResponse(body) : jsonResponse({ message: 'Unauthorized' }, 401)
      const fetch = stubApi({
        'GET /api/auth/me': () => jsonResponse({ user: signedIn ? ana : null }),
        'POST /api/auth/logout': () => {
          signedIn = false
          return jsonResponse({ success: true })
        },
        'GET /api/bookings': privately([]),
        'GET /api/wishlist': privately([]),
      })
      function MyOrders() {
        const orders = useQuery({
          queryKey: ['bookings', 'mine'],
          queryFn: () => apiFetch<unknown[]>('/api/bookings'),
        })
        return <h1>{orders.data ? `${orders.data.length} orders` : 'Orders'}</h1>
      }
      const { router } = renderRoutes(
        [
          {
            path: '/',
            element: (
              <>
                <Navbar />
                <Outlet />
              </>
            ),
            children: [
              {
                index: true,
                loader: homeLoader,
                // A heart asks for the wish list, but only of someone signed in.
                element: (
                  <>
                    <Landing name="Home" />
                    <WishToggle carId="c1" />
                  </>
                ),
              },
              { path: 'login', element: <Landing name="Login page" /> },
              { Component: RequireAuth, children: [{ path: 'dashboard', Component: MyOrders }] },
            ],
          },
        ],
        '/dashboard',
      )
      const visited: string[] = []
      router.subscribe((state) => visited.push(state.location.pathname))
      expect(await screen.findByRole('heading', { name: '0 orders' })).toBeTruthy()

      const nav = screen.getByRole('banner')
      await userEvent.click(within(nav).getByRole('button', { name: 'LogOut' }))
      expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy()
      expect(await within(nav).findByRole('link', { name: 'Login' })).toBeTruthy()
      // Time for a late redirect or refetch to show itself.
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(router.state.location.pathname).toBe('/')
      expect(visited).not.toContain('/login')
      const calls = fetch.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${input}`)
      const afterLogout = calls.slice(calls.indexOf('POST /api/auth/logout') + 1)
      // Only the session is asked again: nothing private (a 401 each), neither for the page being
      // left nor for the home page's heart.
      expect(afterLogout).toContain('GET /api/auth/me')
      expect(afterLogout.filter((call) => call !== 'GET /api/auth/me')).toEqual([])
    },
  )

  it('shows nothing but keeps the session honest when logging out fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    stubApi({
      'GET /api/auth/me': { user: ana },
      'POST /api/auth/logout': () => jsonResponse({ message: 'Server busy' }, 503),
    })
    renderRoutes([{ path: '/', element: <Navbar /> }])
    await userEvent.click(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'LogOut' }),
    )
    await waitFor(() => expect(warn).toHaveBeenCalled())
    expect(screen.queryByText('Server busy')).toBeNull()
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'LogOut' })).toBeTruthy()
    warn.mockRestore()
  })
})
