import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Booking } from '#shared/bookings'
import { buildHeldBooking } from '../../../../tests/support/client/build-booking'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { sendWithRequiredReason } from '../../../../tests/support/client/reason-dialog'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { stubBookingMove } from '../../../../tests/support/client/stub-booking-move'
import { Component as MyOrdersPage } from './my-orders-page'
import { Component as SellerBookingsPage } from './seller-bookings-page'

mimicModalDialogs()

const firstRow = async () => (await screen.findAllByRole('row'))[1]!
const buttons = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((button) => button.textContent)
const handedOver = {
  at: '2024-05-08T12:00:00.000Z',
  confirmBy: '2024-05-10T12:00:00.000Z',
  confirmedAt: null,
  objection: null,
}

/**
 * A booking handed over to the buyer, which the buyer's answer (`POST .../b1/<move>`) changes as
 * `answered` says; the list shows it as it is now.
 */
function stubHandedOver<Body>(move: string, answered: (booking: Booking, body: Body) => Booking) {
  const booking = buildHeldBooking({
    _id: 'b1',
    handover: handedOver,
    actions: ['confirm_handover', 'object'],
  })
  return stubBookingMove('GET /api/bookings', booking, move, answered)
}

describe('a held payment in My Orders (the buyer)', () => {
  const renderOrders = () => renderRoutes([{ path: '/', Component: MyOrdersPage }])

  it('says the money is held and the car reserved, with no stale turn or deadline', async () => {
    stubApi({
      'GET /api/bookings': [
        // Paid while the request was open: the request's turn and deadline no longer apply.
        buildHeldBooking({
          status: 'requested',
          awaiting: 'buyer',
          answerBy: '2024-05-04T10:00:00.000Z',
        }),
      ],
    })
    renderOrders()
    const row = await firstRow()
    const payment = within(row).getByRole('cell', { name: /Held/ })
    expect(payment.textContent).toContain('$12,500 held until May 9 — reserved for you')
    expect(within(row).queryByText(/Your turn|Open until|Please answer by/)).toBeNull()
    expect(within(row).queryByRole('link', { name: /^Pay/ })).toBeNull()
    expect(within(row).getByRole('link', { name: /^Receipt/ })).toBeTruthy()
    expect(buttons(row)).toEqual(['Cancel booking of Toyota RAV4 XLE'])
    expect(screen.queryByText(/waiting for your answer/)).toBeNull()
  })

  it('says cancelling releases the money', async () => {
    stubApi({ 'GET /api/bookings': [buildHeldBooking()] })
    renderOrders()
    await userEvent.click(within(await firstRow()).getByRole('button', { name: /^Cancel/ }))
    expect(screen.getByRole('dialog').textContent).toContain(
      'The $12,500 held on your card is released: nothing is taken.',
    )
  })

  it('after the handover: confirms having the car, asked once more', async () => {
    const fetch = stubHandedOver('confirm-handover', (booking) => ({
      ...booking,
      payment: 'paid',
      paidAt: '2024-05-09T12:00:00.000Z',
      actions: [],
    }))
    renderOrders()
    const row = await firstRow()
    expect(within(row).getByText(/^Handed over/).textContent).toMatch(
      /^Handed over May 8 — confirm by Fri, May 10/,
    )
    expect(screen.getByText(/handed over to you: confirm you have it/)).toBeTruthy()
    expect(buttons(row)).toEqual([
      'Confirm I have the car: Toyota RAV4 XLE',
      'Something is wrong with Toyota RAV4 XLE',
    ])
    await userEvent.click(within(row).getByRole('button', { name: /^Confirm I have the car/ }))
    const dialog = screen.getByRole('dialog', { name: 'Do you have Toyota RAV4 XLE?' })
    expect(dialog.textContent).toContain('Confirming takes the $12,500 that is held on your card')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, I have the car' }))
    expect(await screen.findByText('Confirmed. Enjoy your car!')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/bookings/b1/confirm-handover')).toEqual([undefined])
    await waitFor(() => expect(row.textContent).toMatch(/Paid\s*May 9/))
    expect(within(row).queryByRole('button', { name: /^Confirm/ })).toBeNull()
  })

  it('objects only with a reason, which goes to an admin', async () => {
    const fetch = stubHandedOver('object', (booking, body: { reason: string }) => ({
      ...booking,
      handover: { ...handedOver, objection: body.reason },
      actions: [],
    }))
    renderOrders()
    await userEvent.click(
      within(await firstRow()).getByRole('button', { name: /^Something is wrong/ }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Something wrong with Toyota RAV4 XLE?' })
    await sendWithRequiredReason(dialog, fetch, {
      label: 'What is wrong?',
      confirm: 'Report the problem',
      missing: 'Please say what is wrong, so an admin can help.',
      call: 'POST /api/bookings/b1/object',
      reason: 'The spare key is missing',
      sent: 'Sent to an admin. Your money stays held.',
    })
    const row = await firstRow()
    await waitFor(() => expect(within(row).getByText('You reported a problem:')).toBeTruthy())
    expect(within(row).getByText('“The spare key is missing”')).toBeTruthy()
  })

  it('says where the money went once the sale is over', async () => {
    stubApi({
      'GET /api/bookings': [
        buildHeldBooking({ _id: 'p', payment: 'paid', paidAt: '2024-05-09T12:00:00.000Z' }),
        buildHeldBooking({ _id: 'r', payment: 'paid', paidAt: null, refundedAmount: 2000 }),
        buildHeldBooking({ _id: 'f', payment: 'refunded', refundedAmount: 12500 }),
        buildHeldBooking({ _id: 'x', payment: 'released', status: 'cancelled', actions: [] }),
      ],
    })
    renderOrders()
    await screen.findAllByRole('row')
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getByRole('cell', { name: /Paid|Refunded|released/ }).textContent)
    expect(cells).toEqual([
      expect.stringMatching(/Paid\s*May 9/),
      expect.stringContaining('Refunded $2,000 of $12,500'),
      expect.stringContaining('Refunded $12,500'),
      'Payment released',
    ])
  })
})

describe('a held payment in the seller’s Bookings', () => {
  it('asks the seller to hand the car over, and marks it', async () => {
    const fetch = stubBookingMove(
      'GET /api/seller/bookings',
      buildHeldBooking({
        _id: 'b1',
        you: 'seller',
        actions: ['handover', 'cancel'],
      }),
      'handover',
      (booking) => ({ ...booking, handover: handedOver, actions: [] }),
    )
    renderRoutes([{ path: '/', Component: SellerBookingsPage }])
    expect(
      await screen.findByText('1 booking of your cars. 1 buyer has paid: hand the car over.'),
    ).toBeTruthy()
    const row = await firstRow()
    expect(within(row).getByText(/^Buyer’s/).textContent).toBe(
      'Buyer’s $12,500 is held until May 9: hand the car over',
    )
    expect(buttons(row)).toEqual([
      'Handed over: Toyota RAV4 XLE',
      'Cancel booking of Toyota RAV4 XLE',
    ])
    expect(within(row).queryByRole('link', { name: /^(Pay|Receipt)/ })).toBeNull()

    await userEvent.click(within(row).getByRole('button', { name: /^Handed over/ }))
    expect(
      await screen.findByText('Marked as handed over. The buyer is asked to confirm.'),
    ).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/bookings/b1/handover')).toEqual([undefined])
    await waitFor(() =>
      expect(row.textContent).toMatch(/Handed over May 8 — the buyer confirms by Fri, May 10/),
    )
  })

  it('says cancelling gives the buyer their money back', async () => {
    stubApi({
      'GET /api/seller/bookings': [buildHeldBooking({ you: 'seller', actions: ['cancel'] })],
    })
    renderRoutes([{ path: '/', Component: SellerBookingsPage }])
    await userEvent.click(within(await firstRow()).getByRole('button', { name: /^Cancel/ }))
    const dialog = screen.getByRole('dialog', {
      name: 'Cancel Ana Buyer’s purchase of Toyota RAV4 XLE?',
    })
    expect(dialog.textContent).toContain('The buyer’s $12,500 is released back to them')
  })
})
