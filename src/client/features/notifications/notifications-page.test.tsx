import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Notification } from '#shared/notifications'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as NotificationsPage } from './notifications-page'

const note = (over: Partial<Notification>): Notification => ({
  _id: 'n1',
  kind: 'booking.requested',
  title: 'New booking: 2019 Toyota Camry SE',
  body: 'Nora Test booked your 2019 Toyota Camry SE.',
  link: '/dashboard/bookings',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
  ...over,
})

const routes = [{ path: '/', element: <NotificationsPage /> }]

describe('notifications page', () => {
  it('lists them, says how many are unread, and marks them all read', async () => {
    const fetch = stubApi({
      'GET /api/notifications': {
        items: [note({}), note({ _id: 'n2', title: 'Welcome' })],
        unread: 2,
      },
      'POST /api/notifications/read': { unread: 0 },
    })
    renderRoutes(routes, '/')
    expect(await screen.findByText('2 unread.')).toBeTruthy()
    expect(screen.getByText('Welcome')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }))
    expect(callsTo(fetch, 'POST /api/notifications/read')).toEqual([{}])
  })

  it('says so when there is nothing yet, with nothing to mark', async () => {
    stubApi({ 'GET /api/notifications': { items: [], unread: 0 } })
    renderRoutes(routes, '/')
    expect(await screen.findByRole('heading', { name: 'Nothing yet' })).toBeTruthy()
    expect(screen.getByText('You are all caught up.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Mark all read' })).toHaveProperty('disabled', true)
  })

  it('says what failed to load', async () => {
    stubApi({})
    renderRoutes(routes, '/')
    expect(await screen.findByText(/We couldn.t load your notifications/)).toBeTruthy()
  })
})
