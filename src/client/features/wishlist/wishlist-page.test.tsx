import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { WishlistItem } from '#shared/wishlist'
import { ana } from '../../../../tests/support/client/ana'
import { buildCar } from '../../../../tests/support/client/build-car'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { hrefOf } from '../../../../tests/support/client/href-of'
import { Component as WishlistPage } from './wishlist-page'

const active = buildCar({
  _id: 'c1',
  carName: '2020 Toyota RAV4',
  sellerName: 'Northside Motors',
  resale_price: 27800,
  images: ['/media/rav4-a/800.webp', '/media/rav4-b/800.webp'],
})
const sold = buildCar({ _id: 'c2', carName: '2018 Ford Explorer', status: 'Sold' })
const savedAt = '2024-05-01T00:00:00.000Z'

function renderPage(items: WishlistItem[]) {
  let list = items
  const fetch = stubApi({
    'GET /api/auth/me': { user: ana },
    'GET /api/wishlist': () => jsonResponse(list),
    'DELETE /api/wishlist/c1': () => {
      list = list.filter((item) => item.car?._id !== 'c1')
      return jsonResponse({ liked: false, count: list.length })
    },
    // A deleted listing's entry is named by its own id.
    'DELETE /api/wishlist/w3': () => {
      list = list.filter((item) => item._id !== 'w3')
      return jsonResponse({ liked: false, count: list.length })
    },
  })
  renderRoutes([{ path: '/mywishlist', Component: WishlistPage }], '/mywishlist')
  return fetch
}

describe('WishlistPage', () => {
  it('shows each saved car with its photo, details and Book Now, and what became of sold or deleted ones', async () => {
    renderPage([
      { _id: 'w1', carName: active.carName, savedAt, car: active, yours: null },
      { _id: 'w2', carName: sold.carName, savedAt, car: sold, yours: null },
      { _id: 'w3', carName: '2016 Audi A3 Cabriolet', savedAt, car: null, yours: null },
    ])
    const [first, second, third] = await screen.findAllByRole('article')

    const one = within(first!)
    expect(one.getByRole('heading', { name: '2020 Toyota RAV4' })).toBeTruthy()
    expect(one.getByText('$27,800')).toBeTruthy()
    expect(one.getByText('Northside Motors')).toBeTruthy()
    expect(one.getAllByRole('button', { name: /Show photo/ })).toHaveLength(3)
    expect(one.getByRole('link', { name: /Book Now/ }).getAttribute('href')).toBe(
      '/featured-cars/c1',
    )
    expect(one.getByRole('button', { name: /to wish/ }).getAttribute('aria-pressed')).toBe('true')

    const two = within(second!)
    expect(two.getByText('Sold')).toBeTruthy()
    expect(two.getByText('This car has been sold.')).toBeTruthy()
    expect(two.getByRole<HTMLButtonElement>('button', { name: /Book Now/ }).disabled).toBe(true)

    const three = within(third!)
    expect(three.getByRole('heading', { name: '2016 Audi A3 Cabriolet' })).toBeTruthy()
    expect(three.getByText('This listing has been removed')).toBeTruthy()
    expect(three.getByRole('button', { name: /Remove/ })).toBeTruthy()
  })

  it("tells the buyer a car they asked for, hold or bought is theirs, not another buyer's", async () => {
    const asked = { ...active, _id: 'c5', carName: '2018 Mazda 3' }
    const held = { ...active, _id: 'c4', carName: '2019 Honda Jazz', status: 'Booked' as const }
    renderPage([
      { _id: 'w5', carName: asked.carName, savedAt, car: asked, yours: 'booked' },
      { _id: 'w4', carName: held.carName, savedAt, car: held, yours: 'reserved' },
      { _id: 'w2', carName: sold.carName, savedAt, car: sold, yours: 'bought' },
    ])
    const [first, second, third] = await screen.findAllByRole('article')
    expect(within(first!).getByText('You asked for a test drive of this car.')).toBeTruthy()
    expect(within(second!).getByText('Your payment holds this car for you.')).toBeTruthy()
    expect(within(second!).queryByText(/Another buyer/)).toBeNull()
    expect(within(second!).getByRole('link', { name: 'See it in My Orders' })).toBeTruthy()
    expect(within(third!).getByText('You bought this car.')).toBeTruthy()
    expect(within(third!).queryByText('This car has been sold.')).toBeNull()
  })

  it("takes a car off with 'to wish' and then says the list is empty", async () => {
    const fetch = renderPage([
      { _id: 'w1', carName: active.carName, savedAt, car: active, yours: null },
    ])
    await userEvent.click(await screen.findByRole('button', { name: /to wish/ }))
    expect(await screen.findByText('Your wish list is empty')).toBeTruthy()
    expect(await screen.findByText('Removed from wishlist.')).toBeTruthy()
    expect(callsTo(fetch, 'DELETE /api/wishlist/c1')).toHaveLength(1)
    expect(hrefOf('Browse cars')).toBe('/cars')
  })

  it('removes the entry of a deleted listing', async () => {
    const fetch = renderPage([
      { _id: 'w1', carName: active.carName, savedAt, car: active, yours: null },
      { _id: 'w3', carName: '2016 Audi A3 Cabriolet', savedAt, car: null, yours: null },
    ])
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove 2016 Audi A3 Cabriolet from wish list' }),
    )
    expect(await screen.findByText('Removed from wishlist.')).toBeTruthy()
    expect(screen.queryByText('This listing has been removed')).toBeNull()
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(callsTo(fetch, 'DELETE /api/wishlist/w3')).toHaveLength(1)
  })
})
