import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Offer } from '#shared/offers'
import {
  buildCounteredOffer,
  buildOffer,
  buildSellerOffer,
} from '../../../../tests/support/client/build-offer'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { Landing, renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { hrefOf } from '../../../../tests/support/client/href-of'
import {
  withdrawableOffer,
  withdrawAfterAsking,
} from '../../../../tests/support/client/withdraw-offer'
import { Component as MyOffersPage } from './my-offers-page'
import { Component as SellerOffersPage } from './seller-offers-page'

mimicModalDialogs()

const renderBuyer = () =>
  renderRoutes([
    { path: '/', Component: MyOffersPage },
    { path: '/dashboard/myorders', element: <Landing name="Test drives" /> },
  ])
const renderSeller = () => renderRoutes([{ path: '/', Component: SellerOffersPage }])
const rows = async () => (await screen.findAllByRole('row')).slice(1)
const buttons = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent)

describe('Offers tab (buyer)', () => {
  it('shows each offer: the car, the amount, the round, where it stands and its history', async () => {
    const fetch = stubApi({ 'GET /api/offers': [buildCounteredOffer()] })
    renderBuyer()
    const [row] = (await rows()) as [HTMLElement]
    expect(within(row).getByRole('rowheader').textContent).toBe(
      'Toyota RAV4 XLEAsking $12,500Sold by Alex Seller',
    )
    expect(within(row).getByText('$11,000').closest('td')?.textContent).toBe('$11,000Round 2 of 5')
    expect(within(row).getByText('Your turn')).toBeTruthy()
    expect(
      within(row)
        .getByText(/^Answer by/)
        .querySelector('time')?.dateTime,
    ).toBe('2024-05-03T10:00:00.000Z')
    expect(within(row).getByRole('list').textContent).toBe(
      'You offered $9,000 · Seller asked $11,000',
    )
    expect(screen.getByText(/1 seller has answered with a price/)).toBeTruthy()
    expect(fetch.mock.calls.map(([input]) => String(input))).toContain('/api/offers?as=buyer')
  })

  it('shows exactly the buttons the server allows', async () => {
    stubApi({
      'GET /api/offers': [
        buildCounteredOffer({ _id: 'o1', car: 'Honda Civic' }),
        buildOffer({ _id: 'o2', car: 'VW Golf' }),
        buildCounteredOffer({ _id: 'o3', car: 'Mazda 3', actions: ['accept', 'decline'] }),
        buildOffer({ _id: 'o4', status: 'expired', awaiting: null, actions: [] }),
        buildOffer({
          _id: 'o5',
          status: 'closed',
          awaiting: null,
          reason: 'another buyer is paying for the car.',
          actions: [],
        }),
      ],
    })
    renderBuyer()
    const [civic, golf, mazda, expired, closed] = (await rows()) as HTMLElement[]
    expect(buttons(civic!)).toEqual([
      'Accept $11,000 for Honda Civic',
      'Counter for Honda Civic',
      'Decline for Honda Civic',
      'Withdraw offer for Honda Civic',
    ])
    expect(buttons(golf!)).toEqual(['Withdraw offer for VW Golf'])
    expect(within(golf!).getByText('Waiting for the seller')).toBeTruthy()
    expect(buttons(mazda!)).toEqual(['Accept $11,000 for Mazda 3', 'Decline for Mazda 3'])
    expect(buttons(expired!)).toEqual([])
    expect(within(expired!).getByText('Nobody answered in time.')).toBeTruthy()
    expect(buttons(closed!)).toEqual([])
    expect(within(closed!).getByText('Another buyer is paying for the car.')).toBeTruthy()
  })

  it('counters with an amount, and shows the server’s refusal in the dialog', async () => {
    let offer = buildCounteredOffer({ _id: 'o1' })
    const fetch = stubApi({
      'GET /api/offers': () => jsonResponse([offer]),
      'POST /api/offers/o1/counter': ({ body }: { body: { amount: number } }) => {
        if (body.amount >= 11000) {
          return jsonResponse(
            { message: 'Offer less than the seller’s $11,000, or accept it' },
            409,
          )
        }
        offer = {
          ...offer,
          awaiting: 'seller',
          amount: body.amount,
          round: 3,
          history: [
            ...offer.history,
            { amount: body.amount, by: 'buyer', at: '2024-05-02T12:00:00.000Z' },
          ],
          actions: ['withdraw'],
        }
        return jsonResponse(offer)
      },
    })
    renderBuyer()
    const [row] = (await rows()) as [HTMLElement]
    await userEvent.click(within(row).getByRole('button', { name: /^Counter/ }))
    const dialog = screen.getByRole('dialog', { name: 'Counter-offer for the Toyota RAV4 XLE' })
    expect(dialog.textContent).toContain('The seller asks $11,000 (listed at $12,500)')
    const amount = within(dialog).getByLabelText('Your amount')
    await userEvent.type(amount, '11500')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Offer less than the seller’s $11,000, or accept it',
    )

    await userEvent.clear(amount)
    await userEvent.type(amount, '10000')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }))
    expect(await screen.findByText('Counter-offer of $10,000 sent')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/offers/o1/counter')).toEqual([
      { amount: 11500 },
      { amount: 10000 },
    ])
    await waitFor(() => expect(within(row).getByText('Waiting for the seller')).toBeTruthy())
    expect(within(row).getByRole('list').textContent).toBe(
      'You offered $9,000 · Seller asked $11,000 · You offered $10,000',
    )
    expect(buttons(row)).toEqual(['Withdraw offer for Toyota RAV4 XLE'])
  })

  it('withdraws after asking', async () => {
    const fetch = stubApi(withdrawableOffer())
    renderBuyer()
    const [row] = (await rows()) as [HTMLElement]
    await withdrawAfterAsking(row, fetch)
    await waitFor(() => expect(within(row).getByText('You withdrew it.')).toBeTruthy())
    expect(buttons(row)).toEqual([])
  })

  it('leads to My Orders to pay an agreed price', async () => {
    stubApi({
      'GET /api/offers': [
        buildCounteredOffer({ status: 'accepted', awaiting: null, actions: [], bookingId: 'b1' }),
      ],
    })
    renderBuyer()
    const [row] = (await rows()) as [HTMLElement]
    expect(within(row).getByText('You accepted $11,000.')).toBeTruthy()
    await userEvent.click(
      within(row).getByRole('link', { name: /^Pay \$11,000 in My Orders\s*for Toyota RAV4 XLE$/ }),
    )
    expect(await screen.findByRole('heading', { name: 'Test drives' })).toBeTruthy()
  })

  it('says so when there are none yet', async () => {
    stubApi({ 'GET /api/offers': [] })
    renderBuyer()
    expect(await screen.findByRole('heading', { name: 'No offers yet' })).toBeTruthy()
    expect(hrefOf('Browse cars')).toBe('/cars')
  })
})

describe('Offers tab (seller)', () => {
  it('answers with the buttons the server allows, and declines with an optional reason', async () => {
    let offer: Offer = buildSellerOffer({ _id: 'o1' })
    const fetch = stubApi({
      'GET /api/offers': () => jsonResponse([offer]),
      'POST /api/offers/o1/decline': ({ body }: { body: { reason?: string } }) => {
        offer = {
          ...offer,
          status: 'declined',
          awaiting: null,
          actions: [],
          reason: body.reason ?? null,
        }
        return jsonResponse(offer)
      },
    })
    renderSeller()
    expect(await screen.findByText('1 offer for your cars. 1 needs your answer.')).toBeTruthy()
    const [row] = (await rows()) as [HTMLElement]
    expect(within(row).getByRole('rowheader').textContent).toContain('From Ana Buyer')
    expect(within(row).getByRole('list').textContent).toBe('Buyer offered $9,000')
    expect(buttons(row)).toEqual([
      'Accept $9,000 for Toyota RAV4 XLE',
      'Counter for Toyota RAV4 XLE',
      'Decline for Toyota RAV4 XLE',
    ])
    expect(fetch.mock.calls.map(([input]) => String(input))).toContain('/api/offers?as=seller')

    await userEvent.click(within(row).getByRole('button', { name: /^Decline/ }))
    const dialog = screen.getByRole('dialog', { name: 'Decline $9,000 for the Toyota RAV4 XLE?' })
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason for the buyer/ }),
      'Too low for a one-owner car',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }))
    expect(await screen.findByText('Offer declined')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/offers/o1/decline')).toEqual([
      { reason: 'Too low for a one-owner car' },
    ])
    await waitFor(() => expect(within(row).getByText('Declined by you:')).toBeTruthy())
    expect(within(row).getByText('“Too low for a one-owner car”')).toBeTruthy()
  })

  it('accepts the amount on the table at once', async () => {
    let offer: Offer = buildSellerOffer({ _id: 'o1' })
    const fetch = stubApi({
      'GET /api/offers': () => jsonResponse([offer]),
      'POST /api/offers/o1/accept': () => {
        offer = { ...offer, status: 'accepted', awaiting: null, actions: [], bookingId: 'b1' }
        return jsonResponse(offer)
      },
    })
    renderSeller()
    const [row] = (await rows()) as [HTMLElement]
    await userEvent.click(within(row).getByRole('button', { name: /^Accept \$9,000/ }))
    expect(await screen.findByText('Price agreed. The buyer is told.')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/offers/o1/accept')).toHaveLength(1)
    await waitFor(() => expect(within(row).getByText('You accepted $9,000.')).toBeTruthy())
    expect(buttons(row)).toEqual([])
  })
})
