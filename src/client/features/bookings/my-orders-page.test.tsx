import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildBooking } from '../../test/build-booking'
import { mimicModalDialogs } from '../../test/modal-dialogs'
import { jsonResponse } from '../../test/render-with-providers'
import { renderRoutes } from '../../test/render-routes'
import { callsTo, stubApi } from '../../test/stub-api'
import { Component as MyOrdersPage } from './my-orders-page'

mimicModalDialogs()

const renderPage = () => renderRoutes([{ path: '/', Component: MyOrdersPage }])
const rows = async () => (await screen.findAllByRole('row')).slice(1)

describe('My Orders', () => {
  it('lists bookings with the car, its id, the amount and where to meet', async () => {
    stubApi({ 'GET /api/bookings': [buildBooking()] })
    renderPage()
    const [row] = (await rows()) as [HTMLElement]
    const car = within(row).getByRole('link', { name: 'Toyota RAV4 XLE' })
    expect(car.getAttribute('href')).toBe('/featured-cars/7f3c2a1e-5b6d-4c8e-9a0f-1b2c3d4e5f60')
    expect(within(row).getByText('Car Id: 7f3c2a1e-5b6d-4c8e-9a0f-1b2c3d4e5f60')).toBeTruthy()
    expect(row.textContent).toContain('ana@example.com')
    expect(within(row).getByText('$12,500')).toBeTruthy()
    expect(within(row).getByText('Main St car park')).toBeTruthy()
    expect(within(row).getAllByRole('cell')[0]!.textContent).toBe('1')
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/media/rav4-front/800.webp')
  })

  it('offers Pay while pending, and shows Paid once paid', async () => {
    stubApi({
      'GET /api/bookings': [
        buildBooking({ _id: 'pending-1', car: 'Honda Civic' }),
        buildBooking({ _id: 'paid-1', car: 'VW Golf', payment: 'paid' }),
      ],
    })
    renderPage()
    const [pending, paid] = (await rows()) as [HTMLElement, HTMLElement]
    expect(within(pending).getByText('Pending')).toBeTruthy()
    expect(
      within(pending)
        .getByRole('link', { name: /^Pay\s*for Honda Civic$/ })
        .getAttribute('href'),
    ).toBe('/dashboard/myorders/pending-1')
    expect(within(pending).getByRole('button', { name: /^Cancel/ })).toBeTruthy()

    expect(within(paid).queryByRole('link', { name: /^Pay/ })).toBeNull()
    expect(within(paid).queryByRole('button', { name: /^Cancel/ })).toBeNull()
    expect(within(paid).getAllByText('Paid').length).toBeGreaterThan(0)
    expect(
      within(paid)
        .getByRole('link', { name: /^Receipt\s*for VW Golf$/ })
        .getAttribute('href'),
    ).toBe('/dashboard/myorders/paid-1')
  })

  it('shows a deleted car by name, without a link', async () => {
    stubApi({ 'GET /api/bookings': [buildBooking({ car_id: null, payment: 'paid' })] })
    renderPage()
    const [row] = (await rows()) as [HTMLElement]
    expect(within(row).queryByRole('link', { name: 'Toyota RAV4 XLE' })).toBeNull()
    expect(within(row).getByText('Listing removed')).toBeTruthy()
  })

  it('cancels a pending booking only after confirming, and says so', async () => {
    let bookings = [buildBooking({ _id: 'b1' })]
    const fetch = stubApi({
      'GET /api/bookings': () => jsonResponse(bookings),
      'POST /api/bookings/b1/cancel': () => {
        bookings = [{ ...bookings[0]!, payment: 'cancelled' }]
        return jsonResponse({ cancelled: true })
      },
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /^Cancel\s*booking of/ }))
    const dialog = screen.getByRole('dialog', { name: /Cancel your booking of Toyota RAV4 XLE/ })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }))
    expect(callsTo(fetch, 'POST /api/bookings/b1/cancel')).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: /^Cancel\s*booking of/ }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }),
    )
    expect(await screen.findByText('Booking cancelled')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/bookings/b1/cancel')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull())
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0)
  })

  it('points somewhere useful when there are no orders yet', async () => {
    stubApi({ 'GET /api/bookings': [] })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Browse cars' }).getAttribute('href')).toBe(
      '/car-categories',
    )
    expect(screen.queryByRole('table')).toBeNull()
  })
})
