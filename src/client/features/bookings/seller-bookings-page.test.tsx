import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Booking } from '#shared/bookings'
import { buildSellerBooking } from '../../../../tests/support/client/build-booking'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { sendWithRequiredReason } from '../../../../tests/support/client/reason-dialog'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { stubBookingMove } from '../../../../tests/support/client/stub-booking-move'
import { hrefOf } from '../../../../tests/support/client/href-of'
import { Component as SellerBookingsPage } from './seller-bookings-page'

mimicModalDialogs()

const renderPage = () => renderRoutes([{ path: '/', Component: SellerBookingsPage }])
const findRow = async () => (await screen.findAllByRole('row'))[1]!

describe('seller Bookings', () => {
  it('lists who booked which car and how to reach them', async () => {
    stubApi({
      'GET /api/seller/bookings': [
        buildSellerBooking({
          name: 'Ana Buyer',
          phone: '+1 (555) 010-2030',
          actions: ['accept', 'propose'],
        }),
        buildSellerBooking({
          _id: 'b2',
          car: 'VW Golf',
          name: 'Omar Khan',
          email: 'omar@example.com',
          awaiting: 'buyer',
          actions: ['propose', 'decline', 'cancel'],
        }),
      ],
    })
    renderPage()
    expect(await screen.findByText('2 bookings of your cars. 1 needs your answer.')).toBeTruthy()
    const [ana, omar] = screen.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement]
    expect(within(ana).getByRole('rowheader').textContent).toContain('Toyota RAV4 XLE')
    expect(within(ana).getByText('Ana Buyer')).toBeTruthy()
    expect(hrefOf('ana@example.com', ana)).toBe('mailto:ana@example.com')
    expect(hrefOf('+1 (555) 010-2030', ana)).toBe('tel:+15550102030')
    expect(within(ana).getByText('Main St car park')).toBeTruthy()
    expect(within(ana).getByText('Not paid')).toBeTruthy()
    expect(within(ana).getByText('May 1, 2024')).toBeTruthy()
    expect(within(omar).getByText('Not paid')).toBeTruthy()
    expect(within(ana).getByText('Your turn: choose a time')).toBeTruthy()
    expect(within(omar).getByText('Waiting for the buyer')).toBeTruthy()
  })

  it('names a buyer who closed their account "Deleted account", with no way to reach them', async () => {
    stubApi({
      'GET /api/seller/bookings': [
        buildSellerBooking({ name: 'Deleted account', email: '', phone: '', payment: 'paid' }),
      ],
    })
    renderPage()
    const row = await findRow()
    expect(within(row).getByText('Deleted account')).toBeTruthy()
    expect(within(row).queryByRole('link', { name: /@|mailto/ })).toBeNull()
    expect(row.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull()
  })

  it('marks a price agreed in an offer, and has a tab for the offers', async () => {
    stubApi({ 'GET /api/seller/bookings': [buildSellerBooking({ price: 11000, offer_id: 'o1' })] })
    renderPage()
    const row = await findRow()
    expect(within(row).getByText('Agreed price').parentElement?.textContent).toBe(
      '$11,000 Agreed price',
    )
    const tabs = screen.getByRole('navigation', { name: 'Bookings' })
    expect(hrefOf('Offers', tabs)).toBe('/dashboard/bookings/offers')
  })

  it('shows the answers the server allows, and accepts the time the buyer proposed', async () => {
    const at = '2024-05-03T14:00:00.000Z'
    const fetch = stubBookingMove(
      'GET /api/seller/bookings',
      buildSellerBooking({ _id: 'b1', slots: [at] }),
      'accept',
      (booking) => ({
        ...booking,
        status: 'accepted',
        awaiting: null,
        slots: [],
        appointmentAt: at,
        actions: ['cancel'],
      }),
    )
    renderPage()
    const row = await findRow()
    const buttons = within(row)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(buttons).toEqual([
      'Choose a time for Toyota RAV4 XLE',
      'Propose other times for Toyota RAV4 XLE',
      'Decline request for Toyota RAV4 XLE',
      'Cancel booking of Toyota RAV4 XLE',
    ])
    // The seller's view: no paying, no receipt.
    expect(within(row).queryByRole('link', { name: /^(Pay|Receipt)/ })).toBeNull()

    await userEvent.click(within(row).getByRole('button', { name: /^Choose a time/ }))
    const dialog = screen.getByRole('dialog', { name: 'Choose a time for Toyota RAV4 XLE' })
    expect(dialog.textContent).toContain('The buyer proposed these times')
    await userEvent.click(within(dialog).getByRole('button', { name: /^Accept / }))
    expect(await screen.findByText('Test drive agreed')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/bookings/b1/accept')).toEqual([{ at }])
    await waitFor(() => expect(within(row).getByText('Agreed')).toBeTruthy())
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel booking of Toyota RAV4 XLE'])
  })

  it('declines only with a reason, which it sends', async () => {
    const fetch = stubBookingMove<{ reason: string }>(
      'GET /api/seller/bookings',
      buildSellerBooking({ _id: 'b1' }),
      'decline',
      (booking, body) => ({
        ...booking,
        status: 'declined',
        awaiting: null,
        answerBy: null,
        actions: [],
        history: [
          ...booking.history,
          { status: 'declined', at: '2024-05-02T08:00:00.000Z', by: 'seller', note: body.reason },
        ],
      }),
    )
    renderPage()
    await userEvent.click(within(await findRow()).getByRole('button', { name: /^Decline/ }))
    const dialog = screen.getByRole('dialog', {
      name: 'Decline Ana Buyer’s request for Toyota RAV4 XLE?',
    })
    await sendWithRequiredReason(dialog, fetch, {
      label: 'Reason',
      confirm: 'Decline request',
      missing: 'Please say why, so the buyer knows.',
      call: 'POST /api/bookings/b1/decline',
      reason: 'Sold it at the weekend',
      sent: 'Request declined',
    })
    const row = await findRow()
    await waitFor(() => expect(within(row).getByText('Declined by you:')).toBeTruthy())
    expect(within(row).getByText('“Sold it at the weekend”')).toBeTruthy()
  })

  it('asks the seller why before cancelling', async () => {
    const fetch = stubApi({
      'GET /api/seller/bookings': [
        buildSellerBooking({ _id: 'b1', status: 'accepted', actions: ['cancel'] }),
      ],
      'POST /api/bookings/b1/cancel': () =>
        jsonResponse(buildSellerBooking({ _id: 'b1', status: 'cancelled', actions: [] })),
    })
    renderPage()
    await userEvent.click(within(await findRow()).getByRole('button', { name: /^Cancel/ }))
    const dialog = screen.getByRole('dialog', {
      name: 'Cancel Ana Buyer’s test drive of Toyota RAV4 XLE?',
    })
    await sendWithRequiredReason(dialog, fetch, {
      label: 'Reason',
      confirm: 'Cancel booking',
      missing: 'Please say why, so the buyer knows.',
      call: 'POST /api/bookings/b1/cancel',
      reason: 'The car failed its inspection',
      sent: 'Booking cancelled',
    })
  })

  it('marks a test drive that took place, or a buyer who did not come', async () => {
    const agreed = (id: string): Booking =>
      buildSellerBooking({
        _id: id,
        car: `Car ${id}`,
        status: 'accepted',
        awaiting: null,
        slots: [],
        appointmentAt: '2024-05-03T14:00:00.000Z',
        actions: ['cancel', 'complete'],
      })
    const fetch = stubApi({
      'GET /api/seller/bookings': [agreed('b1'), agreed('b2')],
      'POST /api/bookings/b1/complete': () => jsonResponse(agreed('b1')),
      'POST /api/bookings/b2/complete': () =>
        jsonResponse({ message: 'The test drive has not happened yet' }, 409),
    })
    renderPage()
    await userEvent.click(
      await screen.findByRole('button', { name: 'Test drive happened: Car b1' }),
    )
    expect(await screen.findByText('Marked as done')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/bookings/b1/complete')).toEqual([{ outcome: 'completed' }])

    await userEvent.click(screen.getByRole('button', { name: 'Buyer didn’t come: Car b2' }))
    expect(await screen.findByText('The test drive has not happened yet')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/bookings/b2/complete')).toEqual([{ outcome: 'no_show' }])
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
