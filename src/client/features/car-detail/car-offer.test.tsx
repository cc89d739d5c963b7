import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { User } from '#shared/accounts'
import type { Car } from '#shared/cars'
import type { Offer } from '#shared/offers'
import { buildCar } from '../../../../tests/support/client/build-car'
import { buildCounteredOffer, buildOffer } from '../../../../tests/support/client/build-offer'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { Landing, renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { hrefOf } from '../../../../tests/support/client/href-of'
import {
  withdrawableOffer,
  withdrawAfterAsking,
} from '../../../../tests/support/client/withdraw-offer'
import { Component as CarDetailPage } from './car-detail-page'

mimicModalDialogs()

const car = buildCar({
  carName: 'Toyota RAV4 XLE',
  resale_price: 12500,
  dealRating: { label: 'good', expectedPrice: 13400, comparables: 8, scope: 'model' },
})
const buyer: User = { _id: 'buyer-ana', name: 'Ana Buyer', email: 'ana@example.com', role: 'buyer' }

function renderPage(
  { user = buyer, answer = car }: { user?: User; answer?: Car } = {},
  routes: Record<string, unknown> = {},
) {
  const fetch = stubApi({
    'GET /api/auth/me': { user },
    [`GET /api/featured-cars/${car._id}`]: answer,
    'GET /api/offers': [],
    ...routes,
  })
  renderRoutes(
    [
      { path: '/featured-cars/:id', Component: CarDetailPage },
      { path: '/dashboard/myorders', element: <Landing name="My Orders" /> },
    ],
    `/featured-cars/${car._id}`,
  )
  return fetch
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Make an offer' }))
  return screen.findByRole('dialog', { name: 'Make an offer' })
}

async function offer(dialog: HTMLElement, amount: string) {
  await userEvent.type(within(dialog).getByLabelText('Your offer'), amount)
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }))
}

describe('make an offer', () => {
  it('shows the asking price and the deal rating beside the amount, and asks only for the car', async () => {
    const fetch = renderPage()
    const dialog = await openDialog()
    expect(dialog.textContent).toContain('Asking price$12,500')
    expect(dialog.textContent).toContain('Good deal:')
    const asked = fetch.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/api/offers'))
    expect(asked).toEqual([`/api/offers?as=buyer&car_id=${car._id}`])
  })

  it("shows the server's message under the field", async () => {
    const fetch = renderPage(
      {},
      {
        'POST /api/offers': () =>
          jsonResponse({ message: 'Offer at least $6,250 (50% of the asking price)' }, 409),
      },
    )
    const dialog = await openDialog()
    await offer(dialog, '5000')
    const message = await within(dialog).findByRole('alert')
    expect(message.textContent).toBe('Offer at least $6,250 (50% of the asking price)')
    const field = within(dialog).getByLabelText('Your offer')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(message.id)
    expect(callsTo(fetch, 'POST /api/offers')).toEqual([{ car_id: car._id, amount: 5000 }])

    // Typing again clears it; the dialog stays open for another amount.
    await userEvent.type(field, '0')
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('says what is wrong with the amount before sending it', async () => {
    const fetch = renderPage()
    const dialog = await openDialog()
    await offer(dialog, '9500.50')
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter an amount in whole dollars')
    expect(callsTo(fetch, 'POST /api/offers')).toEqual([])
  })

  it('sends the amount, closes, and shows the offer waiting for the seller', async () => {
    let offers: Offer[] = []
    const fetch = renderPage(
      {},
      {
        'GET /api/offers': () => jsonResponse(offers),
        'POST /api/offers': ({ body }: { body: { amount: number } }) => {
          offers = [buildOffer({ amount: body.amount })]
          return jsonResponse(offers[0], 201)
        },
      },
    )
    const dialog = await openDialog()
    await offer(dialog, '$9,000')
    expect(await screen.findByText('Offer of $9,000 sent to the seller')).toBeTruthy()
    await waitFor(() => expect(dialog).toHaveProperty('open', false))
    expect(callsTo(fetch, 'POST /api/offers')).toEqual([{ car_id: car._id, amount: 9000 }])

    const panel = await screen.findByRole('region', {
      name: 'Your offer: $9,000 — waiting for the seller',
    })
    expect(panel.textContent).toContain('Round 1 of 5')
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Withdraw offer for Toyota RAV4 XLE'])
    expect(hrefOf('All your offers', panel)).toBe('/dashboard/myorders/offers')
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull()
  })

  it("shows the seller's counter with the moves the server allows", async () => {
    renderPage({}, { 'GET /api/offers': [buildCounteredOffer({ actions: ['accept', 'decline'] })] })
    const panel = await screen.findByRole('region', { name: 'The seller counters with $11,000' })
    expect(panel.textContent).toContain('You offered $9,000 · Round 2 of 5')
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept $11,000 for Toyota RAV4 XLE', 'Decline for Toyota RAV4 XLE'])
  })

  it('withdraws the offer after asking, then offers to make another', async () => {
    const fetch = renderPage({}, withdrawableOffer())
    const panel = await screen.findByRole('region', { name: /^Your offer: \$9,000/ })
    const dialog = await withdrawAfterAsking(panel, fetch)
    expect(dialog).toHaveProperty('open', false)
    expect(
      await screen.findByRole('region', { name: 'You withdrew your offer of $9,000' }),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Make another offer' })).toBeTruthy()
  })

  it('shows the agreed price with the way to pay it', async () => {
    renderPage(
      {},
      {
        'GET /api/offers': [
          buildCounteredOffer({ status: 'accepted', awaiting: null, actions: [], bookingId: 'b1' }),
        ],
      },
    )
    const panel = await screen.findByRole('region', { name: 'Price agreed: $11,000' })
    expect(screen.queryByRole('button', { name: /^Make/ })).toBeNull()
    await userEvent.click(within(panel).getByRole('link', { name: 'Pay $11,000 in My Orders' }))
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeTruthy()
  })

  it.each([
    ['a seller', { ...buyer, role: 'seller' }],
    ['the car’s own seller', { ...buyer, _id: car.sellerId, role: 'seller' }],
    ['an admin', { ...buyer, role: 'admin' }],
  ] as const)('is not offered to %s, who is not asked for offers', async (_, user) => {
    const fetch = renderPage({ user })
    await screen.findByRole('heading', { level: 1, name: 'Toyota RAV4 XLE' })
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull()
    expect(callsTo(fetch, 'GET /api/offers')).toEqual([])
  })

  it('is not offered while the car is reserved', async () => {
    const fetch = renderPage({ answer: { ...car, status: 'Booked' } })
    await screen.findByText(/A buyer has paid for this car/)
    await waitFor(() => expect(callsTo(fetch, 'GET /api/offers')).toHaveLength(1))
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull()
  })
})
