import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../../../tests/support/client/render-routes'
import { OrdersTabs } from './orders-tabs'

const page = (name: string, side: 'buyer' | 'seller') => () => (
  <>
    <h1>{name}</h1>
    <OrdersTabs side={side} />
  </>
)

const tabs = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])

describe('OrdersTabs', () => {
  it('links My Orders’ test drives and offers, marking the open one', async () => {
    renderRoutes(
      [
        { path: '/dashboard/myorders', Component: page('Test drives page', 'buyer') },
        { path: '/dashboard/myorders/offers', Component: page('Offers page', 'buyer') },
      ],
      '/dashboard/myorders/offers',
    )
    expect(await screen.findByRole('heading', { name: 'Offers page' })).toBeTruthy()
    expect(tabs('My Orders')).toEqual([
      ['Test drives', '/dashboard/myorders', null],
      ['Offers', '/dashboard/myorders/offers', 'page'],
    ])
    await userEvent.click(screen.getByRole('link', { name: 'Test drives' }))
    expect(await screen.findByRole('heading', { name: 'Test drives page' })).toBeTruthy()
    expect(tabs('My Orders')).toEqual([
      ['Test drives', '/dashboard/myorders', 'page'],
      ['Offers', '/dashboard/myorders/offers', null],
    ])
  })

  it('links the seller’s bookings and the offers for their cars', async () => {
    renderRoutes(
      [{ path: '/dashboard/bookings', Component: page('Bookings page', 'seller') }],
      '/dashboard/bookings',
    )
    expect(await screen.findByRole('heading', { name: 'Bookings page' })).toBeTruthy()
    expect(tabs('Bookings')).toEqual([
      ['Test drives', '/dashboard/bookings', 'page'],
      ['Offers', '/dashboard/bookings/offers', null],
    ])
  })
})
