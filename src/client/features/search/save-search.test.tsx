import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as SearchPage } from './search-page'

mimicModalDialogs()

const user = { _id: 'u1', name: 'Ana Buyer', email: 'ana@example.com', role: 'buyer' }
const api = (signedIn: boolean) =>
  stubApi({
    'GET /api/auth/me': { user: signedIn ? user : null },
    'GET /api/car-categories': [
      { _id: 'k1', category_id: 'pickup', bodyType: 'Pickup Truck', CategoryImage: '/x.webp' },
    ],
    'GET /api/cars': { items: [], total: 0, page: 1, pageSize: 24 },
    'POST /api/saved-searches': () => jsonResponse({ _id: 's1' }, 201),
  })

describe('Save this search', () => {
  it('saves the search in the address bar, named after what it asks for', async () => {
    const fetch = api(true)
    renderRoutes([{ path: '/cars', Component: SearchPage }], '/cars?category=pickup&maxPrice=30000')
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }))
    const name = await screen.findByLabelText('Name')
    await waitFor(() =>
      expect((name as HTMLInputElement).value).toBe('Pickup Truck, under $30,000'),
    )
    await userEvent.click(screen.getByLabelText('Once a day, all new matches together'))
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }))
    await waitFor(() => expect(callsTo(fetch, 'POST /api/saved-searches')).toHaveLength(1))
    expect(callsTo(fetch, 'POST /api/saved-searches')[0]).toEqual({
      name: 'Pickup Truck, under $30,000',
      query: 'category=pickup&maxPrice=30000',
      frequency: 'daily',
    })
  })

  it('asks for a name, and sends nothing without one', async () => {
    const fetch = api(true)
    renderRoutes([{ path: '/cars', Component: SearchPage }], '/cars')
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }))
    await userEvent.clear(await screen.findByLabelText('Name'))
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Name this search')
    expect(callsTo(fetch, 'POST /api/saved-searches')).toHaveLength(0)
  })

  it('sends a signed-out visitor to log in first', async () => {
    api(false)
    renderRoutes([{ path: '/cars', Component: SearchPage }], '/cars')
    const link = await screen.findByRole('link', { name: 'Log in to save this search' })
    expect(link.getAttribute('href')).toBe('/login')
  })
})
