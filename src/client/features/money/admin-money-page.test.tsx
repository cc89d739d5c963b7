import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AdminMoney } from '#shared/money'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as AdminMoneyPage } from './admin-money-page'

mimicModalDialogs()

const renderPage = () => renderRoutes([{ path: '/', Component: AdminMoneyPage }])

const money: AdminMoney = {
  held: 12500,
  captured: 30000,
  refunded: 2000,
  fees: 600,
  paidOut: 21000,
  balanced: true,
  held_payments: [
    {
      booking_id: 'b1',
      carName: 'Toyota RAV4 XLE',
      buyer: 'Ana Buyer',
      amount: 12500,
      heldUntil: '2024-05-09T12:00:00.000Z',
      handoverAt: '2024-05-08T12:00:00.000Z',
      objection: 'The spare key is missing',
    },
  ],
  taken_payments: [
    {
      booking_id: 'b9',
      carName: 'Honda Civic EX',
      buyer: 'Ben Buyer',
      amount: 18000,
      refunded: 0,
      paidAt: '2024-05-07T12:00:00.000Z',
    },
  ],
}

describe('the admin’s Money page', () => {
  it('shows the ledger balanced, its totals and the held payments', async () => {
    stubApi({ 'GET /api/admin/money': money })
    renderPage()
    expect(await screen.findByText('Ledger balanced')).toBeTruthy()
    expect(screen.queryByText('Ledger out of balance')).toBeNull()
    const totals = screen.getByRole('region', { name: 'Ledger totals' })
    expect(
      within(totals)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toContain('$30,000')
    const [row] = screen.getAllByRole('row').slice(1) as [HTMLElement]
    expect(within(row).getByRole('rowheader').textContent).toBe('Toyota RAV4 XLEBuyer: Ana Buyer')
    expect(row.textContent).toContain('The buyer objects: “The spare key is missing”')
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Release the payment for Toyota RAV4 XLE',
      'Capture the payment for Toyota RAV4 XLE',
    ])
  })

  it('says in red when the ledger is out of balance', async () => {
    stubApi({ 'GET /api/admin/money': { ...money, balanced: false, held_payments: [] } })
    renderPage()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Ledger out of balance')
    expect(alert.className).toContain('alert-error')
    expect(screen.getByRole('heading', { name: 'No money is held right now' })).toBeTruthy()
  })

  it('releases a held payment only with a note', async () => {
    const fetch = stubApi({
      'GET /api/admin/money': money,
      'POST /api/admin/bookings/b1/release': () => jsonResponse({}),
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /^Release/ }))
    const dialog = screen.getByRole('dialog', {
      name: 'Release Ana Buyer’s $12,500 for Toyota RAV4 XLE?',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release payment' }))
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Write a note: it goes into the audit log',
    )
    expect(callsTo(fetch, 'POST /api/admin/bookings/b1/release')).toHaveLength(0)
    await userEvent.type(within(dialog).getByLabelText(/Note for the audit log/), 'Seller gone')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release payment' }))
    expect(await screen.findByText('Payment released')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/admin/bookings/b1/release')).toEqual([{ note: 'Seller gone' }])
  })

  it('refunds part of a payment with a note, and checks the amount first', async () => {
    const fetch = stubApi({
      'GET /api/admin/money': money,
      'POST /api/admin/bookings/b9/refund': () => jsonResponse({}),
    })
    renderPage()
    await userEvent.click(
      within(await screen.findByRole('table', { name: 'Taken payments' })).getByRole('button'),
    )
    const dialog = screen.getByRole('dialog', { name: 'Refund the Honda Civic EX' })
    expect(within(dialog).getByText(/Ben Buyer paid \$18,000/)).toBeTruthy()
    await userEvent.type(within(dialog).getByLabelText(/^Amount in dollars/), '250.5')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(within(dialog).getByText('Enter the amount in whole dollars')).toBeTruthy()
    expect(within(dialog).getByText('Write a note: it goes into the audit log')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/admin/bookings/b9/refund')).toHaveLength(0)

    const amount = within(dialog).getByLabelText(/^Amount in dollars/)
    await userEvent.clear(amount)
    await userEvent.type(amount, '250')
    await userEvent.click(within(dialog).getByLabelText('Note for the audit log'))
    await userEvent.paste('Scratched door')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(await screen.findByText('Refunded. The buyer is told.')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/admin/bookings/b9/refund')).toEqual([
      { amount: 250, note: 'Scratched door' },
    ])
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
