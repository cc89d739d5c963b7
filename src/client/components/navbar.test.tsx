import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithProviders } from '../test/render-with-providers'
import { Landing, renderRoutes } from '../test/render-routes'
import { callsTo, stubApi } from '../test/stub-api'
import { Navbar } from './navbar'

const ana = { _id: 'u1', name: 'Ana Buyer', email: 'ana@example.com', role: 'buyer' }

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
