import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { User } from '#shared/accounts'
import { paths } from '#shared/paths'
import { Landing, renderRoutes } from '../../../tests/support/client/render-routes'
import { stubApi } from '../../../tests/support/client/stub-api'
import { Component as DashboardHome } from './dashboard-home'
import { Component as DashboardLayout } from './dashboard-layout'

const as = (role: User['role']): User => ({
  _id: role,
  name: `Kim ${role}`,
  email: `${role}@example.com`,
  role,
})

const pages = [
  paths.overview,
  paths.users,
  paths.listings,
  paths.addCar,
  paths.manageCars,
  paths.myOrders,
].map((p) => ({ path: p.pattern, element: <Landing name={`Page ${p.pattern}`} /> }))

function renderDashboard(
  user: User,
  at = paths.dashboard.to(),
  extra: Record<string, unknown> = {},
) {
  stubApi({ 'GET /api/auth/me': { user }, ...extra })
  return renderRoutes(
    [
      {
        path: paths.dashboard.pattern,
        Component: DashboardLayout,
        children: [{ index: true, Component: DashboardHome }, ...pages],
      },
    ],
    at,
  )
}

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('dashboard', () => {
  it.each([
    [
      'admin',
      '/dashboard/overview',
      [
        'Overview',
        'Reports',
        'Money',
        'Users',
        'Listings',
        'Outbox',
        'Audit log',
        'Inbox',
        'Saved searches',
        'Notifications',
        'Account',
      ],
    ],
    [
      'seller',
      '/dashboard/overview',
      [
        'Overview',
        'Add a Car',
        'Manage Cars',
        'Bookings',
        'Money',
        'Dealer',
        'Inbox',
        'Saved searches',
        'Notifications',
        'Account',
      ],
    ],
    [
      'buyer',
      '/dashboard/myorders',
      ['My Orders', 'Inbox', 'Saved searches', 'Notifications', 'Account'],
    ],
  ] as const)('opens the %s at %s with their menu', async (role, first, links) => {
    const { router } = renderDashboard(as(role))
    expect(await screen.findByRole('heading', { name: `Page ${first}` })).toBeTruthy()
    expect(router.state.location.pathname).toBe(first)
    expect(menuLinks()).toEqual(links)
  })

  it('lists Leads for a dealer’s people, after Dealer', async () => {
    renderDashboard(as('seller'), paths.overview.to(), {
      'GET /api/dealers/mine': { dealer: { _id: 'd1', name: 'Olive Motors' }, role: 'sales' },
    })
    await waitFor(() => expect(menuLinks()).toContain('Leads'))
    expect(menuLinks().slice(5, 7)).toEqual(['Dealer', 'Leads'])
  })

  it('marks the current page in the menu', async () => {
    renderDashboard(as('admin'), paths.users.to())
    await screen.findByRole('heading', { name: 'Page /dashboard/users' })
    const nav = screen.getByRole('navigation', { name: 'Dashboard' })
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Listings' }).hasAttribute('aria-current')).toBe(
      false,
    )
  })

  it('opens and closes the drawer on phones from named buttons', async () => {
    renderDashboard(as('seller'))
    const open = await screen.findByRole('button', { name: 'Dashboard menu' })
    expect(open.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(open)
    expect(open.getAttribute('aria-expanded')).toBe('true')
    await userEvent.keyboard('{Escape}')
    expect(open.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(open)
    await userEvent.click(screen.getByRole('link', { name: 'Manage Cars' }))
    expect(await screen.findByRole('heading', { name: 'Page /dashboard/managecars' })).toBeTruthy()
    expect(open.getAttribute('aria-expanded')).toBe('false')
  })
})
