import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Conversation } from '#shared/messages'
import { buildSellerBooking } from '../../../../tests/support/client/build-booking'
import { buildSellerOffer } from '../../../../tests/support/client/build-offer'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { stubApi } from '../../../../tests/support/client/stub-api'
import { Component as SellerWaiting } from './seller-waiting'

const conversation = (id: string, unread: number): Conversation => ({
  _id: id,
  car: { _id: 'c1', carName: 'Toyota RAV4 XLE', image: null },
  you: 'seller',
  other: { name: 'Ana', deleted: false },
  booking: null,
  lastMessage: { text: 'Hello', createdAt: '2024-05-01T10:00:00.000Z', fromMe: false },
  unread,
})

const render = () =>
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <SellerWaiting />
          <p>Home</p>
        </>
      ),
    },
  ])

const links = async () => {
  const banner = await screen.findByRole('region', { name: 'Waiting for you' })
  return within(banner)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])
}

describe("a seller's waiting work on the home page", () => {
  it('links to the requests and offers whose turn is theirs, and to their unread messages', async () => {
    stubApi({
      'GET /api/seller/bookings': [
        buildSellerBooking({ _id: 'b1' }),
        buildSellerBooking({ _id: 'b2' }),
        // The buyer's turn, and a request already agreed: not the seller's work.
        buildSellerBooking({ _id: 'b3', awaiting: 'buyer' }),
        buildSellerBooking({ _id: 'b4', status: 'accepted', awaiting: null }),
      ],
      'GET /api/offers': [
        buildSellerOffer(),
        buildSellerOffer({ _id: 'o2', awaiting: 'buyer' }),
        buildSellerOffer({ _id: 'o3', status: 'declined', awaiting: null }),
      ],
      'GET /api/conversations': [
        conversation('k1', 2),
        conversation('k2', 0),
        conversation('k3', 1),
      ],
    })
    render()
    expect(await links()).toEqual([
      ['2 test drive requests to answer', '/dashboard/bookings'],
      ['1 offer to answer', '/dashboard/bookings/offers'],
      ['3 unread messages', '/dashboard/inbox'],
    ])
  })

  it('opens the one conversation when every unread message is in it, and names only what waits', async () => {
    stubApi({
      'GET /api/seller/bookings': [],
      'GET /api/offers': [],
      'GET /api/conversations': [conversation('k1', 0), conversation('k2', 1)],
    })
    render()
    expect(await links()).toEqual([['1 unread message', '/dashboard/inbox/k2']])
  })

  it('shows nothing when nothing waits', async () => {
    const fetch = stubApi({
      'GET /api/seller/bookings': [buildSellerBooking({ awaiting: 'buyer' })],
      'GET /api/offers': [],
      'GET /api/conversations': [conversation('k1', 0)],
    })
    render()
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).toBeNull()
  })
})
