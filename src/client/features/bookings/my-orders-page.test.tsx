import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildBooking } from '../../../../tests/support/client/build-booking'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { stubBookingMove } from '../../../../tests/support/client/stub-booking-move'
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

  it('marks a price agreed in an offer, and has a tab for the offers', async () => {
    stubApi({
      'GET /api/bookings': [
        buildBooking({ _id: 'asked', car: 'Honda Civic' }),
        buildBooking({ _id: 'agreed', car: 'VW Golf', price: 11000, offer_id: 'o1' }),
      ],
    })
    renderPage()
    const [asked, agreed] = (await rows()) as [HTMLElement, HTMLElement]
    expect(within(asked).queryByText('Agreed price')).toBeNull()
    const amount = within(agreed).getByText('Agreed price').closest('td')
    expect(amount?.dataset.label).toBe('Amount')
    expect(amount?.textContent).toBe('$11,000Agreed price')
    const tabs = screen.getByRole('navigation', { name: 'My Orders' })
    expect(within(tabs).getByRole('link', { name: 'Offers' }).getAttribute('href')).toBe(
      '/dashboard/myorders/offers',
    )
  })

  it('offers Pay while the booking is open and unpaid, and the receipt once paid', async () => {
    stubApi({
      'GET /api/bookings': [
        buildBooking({ _id: 'pending-1', car: 'Honda Civic' }),
        buildBooking({
          _id: 'paid-1',
          car: 'VW Golf',
          payment: 'paid',
          status: 'accepted',
          awaiting: null,
          slots: [],
          answerBy: null,
          appointmentAt: '2024-05-03T14:00:00.000Z',
          actions: ['cancel'],
        }),
      ],
    })
    renderPage()
    const [pending, paid] = (await rows()) as [HTMLElement, HTMLElement]
    expect(within(pending).getByText('Not paid')).toBeTruthy()
    expect(
      within(pending)
        .getByRole('link', { name: /^Pay\s*for Honda Civic$/ })
        .getAttribute('href'),
    ).toBe('/dashboard/myorders/pending-1')
    expect(within(pending).getByRole('button', { name: /^Cancel/ })).toBeTruthy()

    expect(within(paid).queryByRole('link', { name: /^Pay/ })).toBeNull()
    expect(within(paid).getAllByText('Paid').length).toBeGreaterThan(0)
    expect(within(paid).getByText('Agreed')).toBeTruthy()
    expect(
      within(paid)
        .getByRole('cell', { name: /Agreed/ })
        .querySelector('time'),
    ).toHaveProperty('dateTime', '2024-05-03T14:00:00.000Z')
    expect(
      within(paid)
        .getByRole('link', { name: /^Receipt\s*for VW Golf$/ })
        .getAttribute('href'),
    ).toBe('/dashboard/myorders/paid-1')
  })

  it('shows a request waiting for the seller: the times proposed, and Cancel', async () => {
    stubApi({
      'GET /api/bookings': [
        buildBooking({ slots: ['2024-05-03T14:00:00.000Z', '2024-05-04T09:30:00.000Z'] }),
      ],
    })
    renderPage()
    const [row] = (await rows()) as [HTMLElement]
    expect(within(row).getByText('Requested')).toBeTruthy()
    expect(within(row).getByText('Waiting for the seller')).toBeTruthy()
    const proposed = within(row)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('time')?.getAttribute('datetime'))
    expect(proposed).toEqual(['2024-05-03T14:00:00.000Z', '2024-05-04T09:30:00.000Z'])
    expect(within(row).getByRole('button', { name: /^Cancel\s*booking of/ })).toBeTruthy()
    expect(within(row).getByRole('button', { name: /^Propose other times/ })).toBeTruthy()
    // Not the buyer's turn: nothing to accept.
    expect(within(row).queryByRole('button', { name: /^Choose a time/ })).toBeNull()
    expect(screen.getByText('1 booking is waiting for payment.')).toBeTruthy()
  })

  it('accepts one of the times the seller proposed', async () => {
    const slots = ['2024-05-03T14:00:00.000Z', '2024-05-04T09:30:00.000Z']
    const fetch = stubBookingMove<{ at: string }>(
      'GET /api/bookings',
      buildBooking({
        _id: 'b1',
        awaiting: 'buyer',
        slots,
        actions: ['accept', 'propose', 'cancel', 'pay'],
      }),
      'accept',
      (booking, body) => ({
        ...booking,
        status: 'accepted',
        awaiting: null,
        slots: [],
        appointmentAt: body.at,
        actions: ['cancel', 'pay'],
      }),
    )
    renderPage()
    expect(await screen.findByText('Your turn: choose a time')).toBeTruthy()
    expect(screen.getByText('1 test drive is waiting for your answer.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: /^Choose a time\s*for Toyota/ }))
    const dialog = screen.getByRole('dialog', { name: 'Choose a time for Toyota RAV4 XLE' })
    const choices = within(dialog).getAllByRole('button', { name: /^Accept / })
    expect(choices.map((button) => button.querySelector('time')?.getAttribute('datetime'))).toEqual(
      slots,
    )
    await userEvent.click(choices[1]!)
    expect(await screen.findByText('Test drive agreed')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/bookings/b1/accept')).toEqual([{ at: slots[1] }])
    const [row] = (await rows()) as [HTMLElement]
    await waitFor(() => expect(within(row).getByText('Agreed')).toBeTruthy())
    const testDrive = within(row).getByRole('cell', { name: /Agreed/ })
    expect(testDrive.querySelector('time')?.getAttribute('datetime')).toBe(slots[1])
    expect(within(testDrive).queryByText(/Your turn/)).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows the server’s refusal in the dialog, when the seller answered first', async () => {
    stubApi({
      'GET /api/bookings': [
        buildBooking({ _id: 'b1', awaiting: 'buyer', actions: ['accept', 'cancel', 'pay'] }),
      ],
      'POST /api/bookings/b1/accept': () =>
        jsonResponse({ message: 'It is the other side’s turn to answer' }, 409),
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /^Choose a time/ }))
    const dialog = screen.getByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: /^Accept / }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'It is the other side’s turn to answer',
    )
  })

  it('proposes other times from the buyer’s side', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 5, 10, 15, 30) })
    try {
      const fetch = stubApi({
        'GET /api/bookings': [buildBooking({ _id: 'b1' })],
        'POST /api/bookings/b1/propose': () => jsonResponse(buildBooking({ _id: 'b1' })),
      })
      renderPage()
      await userEvent.click(await screen.findByRole('button', { name: /^Propose other times/ }))
      const dialog = screen.getByRole('dialog', { name: 'Propose other times for Toyota RAV4 XLE' })
      expect(within(dialog).getByLabelText('Time 1')).toHaveProperty('value', '2026-06-11T10:00')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send times' }))
      expect(await screen.findByText('Time sent')).toBeTruthy()
      expect(callsTo(fetch, 'POST /api/bookings/b1/propose')).toEqual([
        { slots: [new Date(2026, 5, 11, 10, 0).toISOString()] },
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  it('links a booking to its conversation with the seller, once there is one', async () => {
    stubApi({
      'GET /api/bookings': [
        buildBooking({ _id: 'talked', conversationId: 'c9' }),
        buildBooking({ _id: 'quiet', car: 'Honda Civic' }),
      ],
    })
    renderPage()
    const [talked, quiet] = (await rows()) as [HTMLElement, HTMLElement]
    const link = within(talked).getByRole('link', { name: /^Messages with the seller/ })
    expect(link.getAttribute('href')).toBe('/dashboard/inbox/c9')
    expect(within(quiet).queryByRole('link', { name: /Messages/ })).toBeNull()
  })

  it('shows a deleted car by name, without a link', async () => {
    stubApi({ 'GET /api/bookings': [buildBooking({ car_id: null, payment: 'paid' })] })
    renderPage()
    const [row] = (await rows()) as [HTMLElement]
    expect(within(row).queryByRole('link', { name: 'Toyota RAV4 XLE' })).toBeNull()
    expect(within(row).getByText('Listing removed')).toBeTruthy()
  })

  it('cancels an open booking only after confirming, with a reason if the buyer gives one', async () => {
    let bookings = [buildBooking({ _id: 'b1' })]
    const fetch = stubApi({
      'GET /api/bookings': () => jsonResponse(bookings),
      'POST /api/bookings/b1/cancel': ({ body }: { body: { reason?: string } }) => {
        bookings = [
          {
            ...bookings[0]!,
            status: 'cancelled',
            awaiting: null,
            answerBy: null,
            actions: [],
            history: [
              ...bookings[0]!.history,
              {
                status: 'cancelled',
                at: '2024-05-02T08:00:00.000Z',
                by: 'buyer',
                note: body.reason,
              },
            ],
          },
        ]
        return jsonResponse(bookings[0])
      },
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /^Cancel\s*booking of/ }))
    const dialog = screen.getByRole('dialog', { name: /Cancel your booking of Toyota RAV4 XLE/ })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }))
    expect(callsTo(fetch, 'POST /api/bookings/b1/cancel')).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: /^Cancel\s*booking of/ }))
    await userEvent.type(
      within(screen.getByRole('dialog')).getByLabelText('Reason (optional)'),
      'Found another car',
    )
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }),
    )
    expect(await screen.findByText('Booking cancelled')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/bookings/b1/cancel')).toEqual([
      { reason: 'Found another car' },
    ])
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull())
    const [row] = (await rows()) as [HTMLElement]
    expect(within(row).getByText('Cancelled')).toBeTruthy()
    expect(within(row).getByText('Cancelled by you:')).toBeTruthy()
    expect(within(row).getByText('“Found another car”')).toBeTruthy()
    expect(within(row).getByText('Not due')).toBeTruthy()
  })

  it('cancels without a reason when the buyer gives none', async () => {
    const fetch = stubApi({
      'GET /api/bookings': [buildBooking({ _id: 'b1' })],
      'POST /api/bookings/b1/cancel': () =>
        jsonResponse(buildBooking({ _id: 'b1', status: 'cancelled', actions: [] })),
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /^Cancel\s*booking of/ }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }),
    )
    expect(await screen.findByText('Booking cancelled')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/bookings/b1/cancel')).toEqual([{}])
  })

  it('says the seller has been asked, straight after booking', async () => {
    stubApi({ 'GET /api/bookings': [buildBooking()] })
    renderRoutes([{ path: '/', Component: MyOrdersPage }], {
      pathname: '/',
      state: { requested: 'Toyota RAV4 XLE' },
    })
    const sent = (await screen.findByText('Request sent for Toyota RAV4 XLE.')).closest(
      '[role="status"]',
    ) as HTMLElement
    expect(sent.textContent).toContain('Request sent for Toyota RAV4 XLE.')
    expect(sent.textContent).toContain('The seller has been asked to confirm one of your times')
    await userEvent.click(within(sent).getByRole('button', { name: 'Dismiss' }))
    expect(document.querySelector('[data-booking-state]')).toBeNull()
  })

  it('keeps the banner to where the booking stands: sent, other times proposed, agreed', async () => {
    const slots = ['2024-05-04T09:30:00.000Z']
    let booking = buildBooking({ _id: 'b1' })
    stubApi({
      'GET /api/bookings': () =>
        jsonResponse([buildBooking({ _id: 'b0', car: 'VW Golf' }), booking]),
      'POST /api/bookings/b1/accept': ({ body }: { body: { at: string } }) => {
        booking = { ...booking, status: 'accepted', awaiting: null, slots: [] }
        booking.appointmentAt = body.at
        return jsonResponse(booking)
      },
    })
    renderRoutes([{ path: '/', Component: MyOrdersPage }], {
      pathname: '/',
      state: { booking: 'b1', requested: 'Toyota RAV4 XLE' },
    })
    const shown = () => document.querySelector<HTMLElement>('[data-booking-state]')
    const banner = () => waitFor(() => shown()!.textContent)
    expect(await banner()).toContain('Request sent for Toyota RAV4 XLE.')

    // The seller proposes other times: the list is read again, and the banner follows it.
    booking = { ...booking, awaiting: 'buyer', slots, actions: ['accept', 'propose', 'cancel'] }
    cleanup()
    renderRoutes([{ path: '/', Component: MyOrdersPage }], {
      pathname: '/',
      state: { booking: 'b1', requested: 'Toyota RAV4 XLE' },
    })
    await waitFor(async () =>
      expect(await banner()).toContain('The seller proposed other times for Toyota RAV4 XLE.'),
    )
    expect(await banner()).not.toContain('Request sent')

    await userEvent.click(screen.getByRole('button', { name: /^Choose a time\s*for Toyota/ }))
    const dialog = screen.getByRole('dialog', { name: 'Choose a time for Toyota RAV4 XLE' })
    await userEvent.click(within(dialog).getByRole('button', { name: /^Accept / }))
    await waitFor(async () =>
      expect(await banner()).toContain('Test drive agreed for Toyota RAV4 XLE.'),
    )
    const agreed = shown()!
    expect(agreed.textContent).not.toMatch(/Request sent|proposed/)
    expect(agreed.querySelector('time')?.getAttribute('datetime')).toBe(slots[0])
    expect(agreed.dataset.bookingState).toBe('accepted')
  })

  it('points somewhere useful when there are no orders yet', async () => {
    stubApi({ 'GET /api/bookings': [] })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Browse cars' }).getAttribute('href')).toBe('/cars')
    expect(screen.queryByRole('table')).toBeNull()
  })
})
