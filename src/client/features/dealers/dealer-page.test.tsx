import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { PublicDealer } from '#shared/dealers'
import { buildCar } from '../../../../tests/support/client/build-car'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as DealerPage } from './dealer-page'

const dealerId = '5d1f6a2e-0c3b-4d7e-9f10-2a3b4c5d6e7f'
const dealer: PublicDealer = {
  _id: dealerId,
  name: 'Olive Motors',
  city: 'Austin',
  verified: false,
  memberSince: '2024-03-05T12:00:00.000Z',
  rating: { average: 4.5, count: 8 },
  responseTime: null,
  cars: [
    buildCar({ _id: 'c1', carName: '2019 Toyota Camry SE', resale_price: 19900 }),
    buildCar({ _id: 'c2', carName: '2020 Honda Accord', resale_price: 23400 }),
  ],
}
const admin = { _id: 'a1', name: 'Ada', email: 'ada@example.com', role: 'admin' }

function renderPage(answer: unknown = dealer, user: unknown = null, extra = {}) {
  const fetch = stubApi({
    'GET /api/auth/me': { user },
    [`GET /api/dealers/${dealerId}`]: answer,
    ...extra,
  })
  renderRoutes([{ path: '/dealers/:id', Component: DealerPage }], `/dealers/${dealerId}`)
  return fetch
}

mimicModalDialogs()

describe('dealer page', () => {
  it('introduces the dealer and lists its cars as cards', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Olive Motors' })).toBeTruthy()
    expect(screen.getByText('Dealer in Austin · on Wheelanes since March 2024')).toBeTruthy()
    expect(screen.getByText(/8 reviews/)).toBeTruthy()
    expect(screen.queryByText('Verified dealer')).toBeNull()
    const cars = screen.getByRole('region', { name: /Cars for sale/ })
    const cards = within(cars).getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '2019 Toyota Camry SE',
      '2020 Honda Accord',
    ])
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull()
    // No answers in the window yet: no promise about them.
    expect(screen.queryByText(/Usually answers/)).toBeNull()
  })

  it('says how fast its people usually answer', async () => {
    renderPage({ ...dealer, responseTime: { medianMinutes: 95 } })
    expect(await screen.findByText('Usually answers within 2 hours')).toBeTruthy()
  })

  it('shows the badge of a verified dealer', async () => {
    renderPage({ ...dealer, verified: true })
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(within(heading).getByText('Verified dealer')).toBeTruthy()
  })

  it('lets an admin verify it with a note', async () => {
    const fetch = renderPage(dealer, admin, {
      [`POST /api/admin/dealers/${dealerId}/verify`]: { _id: dealerId, verified: true },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByRole('textbox'), 'Licence TX-123 seen')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }))
    expect(callsTo(fetch, `POST /api/admin/dealers/${dealerId}/verify`)).toEqual([
      { note: 'Licence TX-123 seen' },
    ])
  })

  it('says so for an unknown dealer', async () => {
    stubApi({ 'GET /api/auth/me': { user: null } })
    renderRoutes([{ path: '/dealers/:id', Component: DealerPage }], `/dealers/${dealerId}`)
    expect(await screen.findByRole('heading', { name: 'Dealer not found' })).toBeTruthy()
  })
})
