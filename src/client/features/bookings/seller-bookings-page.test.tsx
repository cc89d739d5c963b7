import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildBooking } from '../../test/build-booking'
import { jsonResponse } from '../../test/render-with-providers'
import { renderRoutes } from '../../test/render-routes'
import { stubApi } from '../../test/stub-api'
import { Component as SellerBookingsPage } from './seller-bookings-page'

const renderPage = () => renderRoutes([{ path: '/', Component: SellerBookingsPage }])

describe('seller Bookings', () => {
  it('lists who booked which car and how to reach them', async () => {
    stubApi({
      'GET /api/seller/bookings': [
        buildBooking({ name: 'Ana Buyer', phone: '+1 (555) 010-2030', payment: 'paid' }),
        buildBooking({ _id: 'b2', car: 'VW Golf', name: 'Omar Khan', email: 'omar@example.com' }),
      ],
    })
    renderPage()
    expect(await screen.findByText('2 bookings of your cars.')).toBeTruthy()
    const [ana, omar] = screen.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement]
    expect(within(ana).getByRole('rowheader').textContent).toContain('Toyota RAV4 XLE')
    expect(within(ana).getByText('Ana Buyer')).toBeTruthy()
    expect(within(ana).getByRole('link', { name: 'ana@example.com' }).getAttribute('href')).toBe(
      'mailto:ana@example.com',
    )
    expect(within(ana).getByRole('link', { name: '+1 (555) 010-2030' }).getAttribute('href')).toBe(
      'tel:+15550102030',
    )
    expect(within(ana).getByText('Main St car park')).toBeTruthy()
    expect(within(ana).getByText('Paid')).toBeTruthy()
    expect(within(ana).getByText('May 1, 2024')).toBeTruthy()
    expect(within(omar).getByText('Pending')).toBeTruthy()
  })

  it('says so when nobody has booked yet', async () => {
    stubApi({ 'GET /api/seller/bookings': [] })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('offers to try again when the list cannot be loaded', async () => {
    stubApi({ 'GET /api/seller/bookings': () => jsonResponse({ message: 'Server busy' }, 503) })
    renderPage()
    expect((await screen.findByRole('alert')).textContent).toContain('Server busy')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
