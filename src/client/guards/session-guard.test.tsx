import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { User } from '#shared/accounts'
import { Landing, renderRoutes } from '../../../tests/support/client/render-routes'
import { stubApi } from '../../../tests/support/client/stub-api'
import { RequireAdmin } from './require-admin'
import { RequireAuth } from './require-auth'
import { RequireSeller } from './require-seller'

const userWith = (role: User['role']): User => ({
  _id: `id-${role}`,
  name: `Jo ${role}`,
  email: `${role}@example.com`,
  role,
})

const routes = [
  { path: '/login', element: <Landing name="Login page" /> },
  { Component: RequireAuth, children: [{ path: '/orders', element: <Landing name="Orders" /> }] },
  { Component: RequireSeller, children: [{ path: '/cars', element: <Landing name="Cars" /> }] },
  { Component: RequireAdmin, children: [{ path: '/users', element: <Landing name="Users" /> }] },
]

describe('route guards', () => {
  it("shows 'Loading...' while the session is unknown", async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}))
    renderRoutes(routes, '/orders')
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading...')
    expect(screen.queryByRole('heading', { name: 'Orders' })).toBeNull()
  })

  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    stubApi({ 'GET /api/auth/me': { user: null } })
    const { router } = renderRoutes(routes, '/orders?tab=open')
    await screen.findByRole('heading', { name: 'Login page' })
    const state = JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')
    expect(state.from).toMatchObject({ pathname: '/orders', search: '?tab=open' })
    // History is replaced: Back must not land on the guarded page again.
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('lets any signed-in user through RequireAuth', async () => {
    stubApi({ 'GET /api/auth/me': { user: userWith('buyer') } })
    renderRoutes(routes, '/orders')
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy()
  })

  it.each([
    ['/cars', 'seller', 'Cars'],
    ['/users', 'admin', 'Users'],
  ] as const)('opens %s to the %s role', async (path, role, heading) => {
    stubApi({ 'GET /api/auth/me': { user: userWith(role) } })
    renderRoutes(routes, path)
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy()
  })

  it.each([
    ['/cars', 'buyer'],
    ['/cars', 'admin'],
    ['/users', 'seller'],
    ['/users', 'buyer'],
  ] as const)('sends a %s visitor with the %s role to /login', async (path, role) => {
    stubApi({ 'GET /api/auth/me': { user: userWith(role) } })
    renderRoutes(routes, path)
    await screen.findByRole('heading', { name: 'Login page' })
    const state = JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')
    expect(state.from.pathname).toBe(path)
  })
})
