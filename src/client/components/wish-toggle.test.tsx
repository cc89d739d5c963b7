import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { WishlistItem } from '#shared/wishlist'
import { ana } from '../../../tests/support/client/ana'
import { buildCar } from '../../../tests/support/client/build-car'
import { Landing, renderRoutes } from '../../../tests/support/client/render-routes'
import { jsonResponse } from '../../../tests/support/client/render-with-providers'
import { callsTo, stubApi } from '../../../tests/support/client/stub-api'
import { WishToggle } from './wish-toggle'

const car = buildCar({ carName: 'Toyota RAV4 XLE' })

function renderToggle() {
  return renderRoutes(
    [
      { path: '/cars', element: <WishToggle carId={car._id} carName={car.carName} /> },
      { path: '/login', element: <Landing name="Login" /> },
    ],
    '/cars?q=toyota',
  )
}

/** A signed-in server whose wish list changes with PUT and DELETE. */
function stubSignedIn({ failSave = false } = {}) {
  let saved: WishlistItem[] = []
  const item = {
    _id: 'w1',
    carName: car.carName,
    savedAt: '2024-05-01T00:00:00.000Z',
    car,
    yours: null,
  }
  return stubApi({
    'GET /api/auth/me': { user: ana },
    'GET /api/wishlist': () => jsonResponse(saved),
    [`PUT /api/wishlist/${car._id}`]: () => {
      if (failSave) return jsonResponse({ message: 'Server busy' }, 503)
      saved = [item]
      return jsonResponse({ liked: true, count: 1 })
    },
    [`DELETE /api/wishlist/${car._id}`]: () => {
      saved = []
      return jsonResponse({ liked: false, count: 0 })
    },
  })
}

describe('WishToggle', () => {
  it('asks a visitor to sign in, and comes back to the page afterwards', async () => {
    const fetch = stubApi({ 'GET /api/auth/me': { user: null } })
    const { router, queryClient } = renderToggle()
    const heart = screen.getByRole('button', { name: 'Save Toyota RAV4 XLE' })
    // Until the session is known a click waits for it rather than guessing.
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toEqual({ user: null }))
    await userEvent.click(heart)

    expect(await screen.findByText(/Sign in to save cars to your wish list/)).toBeTruthy()
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    expect(callsTo(fetch, 'GET /api/wishlist')).toHaveLength(0)

    const link = screen.getByRole('link', { name: 'Sign in' })
    expect(link.getAttribute('href')).toBe('/login')
    await userEvent.click(link)
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy()
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/cars', search: '?q=toyota' },
    })
  })

  it('saves and removes the car for a signed-in user, saying so each time', async () => {
    const fetch = stubSignedIn()
    renderToggle()
    const heart = await screen.findByRole('button', { name: 'Save Toyota RAV4 XLE' })
    await waitFor(() => expect(callsTo(fetch, 'GET /api/wishlist')).toHaveLength(1))

    await userEvent.click(heart)
    // Pressed at once, before the server has answered.
    expect(heart.getAttribute('aria-pressed')).toBe('true')
    expect(heart.getAttribute('aria-label')).toBe('Remove Toyota RAV4 XLE from wish list')
    expect(await screen.findByText('Toyota RAV4 XLE has been added')).toBeTruthy()
    expect(callsTo(fetch, `PUT /api/wishlist/${car._id}`)).toHaveLength(1)

    await userEvent.click(heart)
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    expect(await screen.findByText('Removed from wishlist.')).toBeTruthy()
    expect(callsTo(fetch, `DELETE /api/wishlist/${car._id}`)).toHaveLength(1)
    await waitFor(() => expect(callsTo(fetch, 'GET /api/wishlist')).toHaveLength(3))
    expect(heart.getAttribute('aria-pressed')).toBe('false')
  })

  it('goes back to unsaved and says why when saving fails', async () => {
    stubSignedIn({ failSave: true })
    renderToggle()
    const heart = await screen.findByRole('button', { name: 'Save Toyota RAV4 XLE' })
    await userEvent.click(heart)
    expect(await screen.findByText('Server busy')).toBeTruthy()
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'))
  })
})
