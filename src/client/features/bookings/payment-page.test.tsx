import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Booking, PaymentStart } from '#shared/bookings'
import { buildBooking } from '../../../../tests/support/client/build-booking'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as PaymentPage } from './payment-page'

const id = 'b1'
const sandbox: PaymentStart = {
  provider: 'sandbox',
  clientSecret: 'pi_sandbox_1_secret_abc',
  amount: 12500,
  currency: 'usd',
}

function renderPage(booking: Booking | (() => Response), routes: Record<string, unknown> = {}) {
  const fetch = stubApi({
    [`GET /api/bookings/${id}`]: booking,
    [`POST /api/bookings/${id}/payment`]: sandbox,
    ...routes,
  })
  renderRoutes(
    [{ path: '/dashboard/myorders/:id', Component: PaymentPage }],
    `/dashboard/myorders/${id}`,
  )
  return fetch
}

async function payWith(number: string) {
  await userEvent.type(await screen.findByLabelText('Card number'), number)
  await userEvent.type(screen.getByLabelText('Expiry date'), '1234')
  await userEvent.type(screen.getByLabelText('CVC'), '123')
  await userEvent.click(screen.getByRole('button', { name: /^Pay \$12,500/ }))
}

describe('payment page', () => {
  it('says what is due for which car, with a labelled card form', async () => {
    renderPage(buildBooking({ _id: id }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment for Toyota RAV4 XLE' }),
    ).toBeTruthy()
    expect(screen.getByText(/Please pay/).textContent).toBe(
      'Please pay $12,500 to complete your payment',
    )
    const number = await screen.findByLabelText('Card number')
    expect(number.getAttribute('autocomplete')).toBe('cc-number')
    expect(number.getAttribute('inputmode')).toBe('numeric')
    expect(screen.getByLabelText('Expiry date').getAttribute('autocomplete')).toBe('cc-exp')
    expect(screen.getByLabelText('CVC').getAttribute('autocomplete')).toBe('cc-csc')
    expect(screen.getByRole('complementary', { name: 'Test cards' }).textContent).toContain(
      '4242 4242 4242 4242',
    )

    await userEvent.type(number, '4242424242424242')
    await userEvent.type(screen.getByLabelText('Expiry date'), '0931')
    expect(number).toHaveProperty('value', '4242 4242 4242 4242')
    expect(screen.getByLabelText('Expiry date')).toHaveProperty('value', '09 / 31')
  })

  it("shows the provider's message in red when the card is refused", async () => {
    const fetch = renderPage(buildBooking({ _id: id }), {
      'POST /api/payments/sandbox/confirm': () =>
        jsonResponse({ message: 'Your card was declined.' }, 402),
    })
    await payWith('4000000000000002')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Your card was declined.')
    expect(alert.className).toContain('text-error')
    expect(callsTo(fetch, 'POST /api/payments/sandbox/confirm')).toEqual([
      {
        clientSecret: sandbox.clientSecret,
        card: { number: '4000000000000002', expMonth: 12, expYear: 2034, cvc: '123' },
      },
    ])
    expect(screen.queryByText('This booking is paid')).toBeNull()
  })

  it('names a missing field without calling the provider', async () => {
    const fetch = renderPage(buildBooking({ _id: id }))
    await userEvent.type(await screen.findByLabelText('Card number'), '4242')
    await userEvent.click(screen.getByRole('button', { name: /^Pay/ }))
    expect((await screen.findByRole('alert')).textContent).toBe('Your card number is incomplete.')
    expect(callsTo(fetch, 'POST /api/payments/sandbox/confirm')).toHaveLength(0)
  })

  it('pays, and says the money is held, not taken, and what happens next', async () => {
    let booking = buildBooking({ _id: id })
    renderPage(() => jsonResponse(booking), {
      'POST /api/payments/sandbox/confirm': () => {
        booking = {
          ...booking,
          payment: 'held',
          heldUntil: '2024-05-09T12:00:00.000Z',
          history: [
            ...booking.history,
            { status: 'held', at: '2024-05-03T12:00:00.000Z', by: 'buyer' },
          ],
        }
        return jsonResponse({ status: 'succeeded' })
      },
    })
    expect((await screen.findByText(/Your money is held, not taken/)).textContent).toContain(
      'It is taken only once you confirm that you have the car.',
    )
    await payWith('4242424242424242')
    expect(await screen.findByText('Card accepted: your money is held')).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeTruthy()
    expect(screen.queryByText(/Please pay/)).toBeNull()
    expect(screen.getByText('Money held')).toBeTruthy()
    expect(screen.getByText(/is held on your card for/).textContent).toBe(
      'Your $12,500 is held on your card for Toyota RAV4 XLE, not taken. The car is reserved for you.',
    )
    expect(screen.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'The seller hands the car over to you.',
      'You confirm in My Orders that you have it.',
      'Only then is the money taken and paid to the seller.',
    ])
    const released = await screen.findByText(/Cancel in My Orders any time before the handover/)
    await waitFor(() => expect(released.querySelector('time')).toBeTruthy())
    expect(released.querySelector('time')?.getAttribute('datetime')).toBe(
      '2024-05-09T12:00:00.000Z',
    )
    expect(released.textContent).toMatch(/released automatically if the car is not handed over by/)
    expect(screen.getByText('Amount held').nextSibling?.textContent).toBe('$12,500')
    expect(screen.getByRole('link', { name: 'Back to My Orders' }).getAttribute('href')).toBe(
      '/dashboard/myorders',
    )
    expect(screen.queryByLabelText('Card number')).toBeNull()
  })

  it('shows a paid booking as its receipt, without starting a payment', async () => {
    const fetch = renderPage(
      buildBooking({
        _id: 'a1b2c3d4-0000-4000-8000-000000000001',
        payment: 'paid',
        paidAt: '2024-05-02T15:30:00.000Z',
      }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeTruthy()
    const receipt = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]),
    )
    expect(receipt).toMatchObject({
      'Amount paid': '$12,500',
      Reference: 'WL-A1B2C3D4',
      Seller: 'Northside Motors',
      VIN: '2T3P1RFV8KW012345',
      'Meeting place': 'Main St car park',
    })
    expect(receipt['Paid on']).toMatch(/^May 2, 2024/)
    expect(screen.getByRole('link', { name: 'Toyota RAV4 XLE' }).getAttribute('href')).toBe(
      '/featured-cars/7f3c2a1e-5b6d-4c8e-9a0f-1b2c3d4e5f60',
    )
    expect(screen.queryByText(/Please pay/)).toBeNull()
    expect(screen.queryByLabelText('Card number')).toBeNull()
    expect(callsTo(fetch, `POST /api/bookings/${id}/payment`)).toHaveLength(0)
  })

  it('uses Stripe Elements, not our card form, when the provider is Stripe', async () => {
    renderPage(buildBooking({ _id: id }), {
      [`POST /api/bookings/${id}/payment`]: {
        ...sandbox,
        provider: 'stripe',
        publishableKey: 'pk',
      },
    })
    // Until Stripe.js has loaded (never, in jsdom) the Pay button waits.
    const pay = await screen.findByRole('button', { name: 'Pay' })
    expect(pay.hasAttribute('disabled')).toBe(true)
    expect(screen.queryByLabelText('Card number')).toBeNull()
  })

  it('says why a booking that ended cannot be paid, without starting a payment', async () => {
    const fetch = renderPage(buildBooking({ _id: id, status: 'declined', actions: [] }))
    expect(
      await screen.findByText('The seller declined this booking, so there is nothing to pay.'),
    ).toBeTruthy()
    expect(screen.queryByText(/Please pay/)).toBeNull()
    expect(screen.queryByLabelText('Card number')).toBeNull()
    expect(callsTo(fetch, `POST /api/bookings/${id}/payment`)).toHaveLength(0)
  })

  it("says 'Booking not found' for someone else's booking", async () => {
    renderPage(() => jsonResponse({ message: 'Booking not found' }, 404))
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /My Orders/ }).getAttribute('href')).toBe(
      '/dashboard/myorders',
    )
  })
})
