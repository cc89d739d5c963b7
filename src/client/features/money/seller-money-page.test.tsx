import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SellerMoney, SellerSale } from '#shared/money'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { stubApi } from '../../../../tests/support/client/stub-api'
import { Component as SellerMoneyPage } from './seller-money-page'

const renderPage = () => renderRoutes([{ path: '/', Component: SellerMoneyPage }])

const sale = (overrides: Partial<SellerSale>): SellerSale => ({
  booking_id: 'b1',
  car: { _id: 'c1', carName: 'Toyota RAV4 XLE' },
  amount: 12500,
  fee: 0,
  net: 12500,
  payment: 'held',
  payout: 'none',
  at: '2024-05-03T12:00:00.000Z',
  ...overrides,
})

const money: SellerMoney = {
  held: 12500,
  toPayOut: 9700,
  paidOut: 21000,
  fees: 300,
  items: [
    sale({}),
    sale({
      booking_id: 'b2',
      car: { _id: null, carName: 'VW Golf' },
      amount: 10000,
      fee: 300,
      net: 9700,
      payment: 'paid',
      payout: 'queued',
    }),
  ],
}

describe('the seller’s Money page', () => {
  it('shows the totals and one row per sale, in words', async () => {
    stubApi({
      'GET /api/seller/money': money,
      'GET /api/seller/payouts': { ready: true, provider: 'sandbox' },
    })
    renderPage()
    const totals = await screen.findByRole('region', { name: 'Your totals' })
    const sums = Object.fromEntries(
      within(totals)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    )
    expect(sums).toEqual({
      Held: '$12,500',
      'To pay out': '$9,700',
      'Paid out': '$21,000',
      Fees: '$300',
    })

    const [held, paid] = screen.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement]
    const cells = (row: HTMLElement) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      )
    expect(cells(held)).toEqual([
      'Toyota RAV4 XLE',
      '$12,500',
      '$0',
      '$12,500',
      'Held until handover',
      'Not yet',
      'May 3, 2024',
    ])
    expect(within(held).getByRole('link', { name: 'Toyota RAV4 XLE' }).getAttribute('href')).toBe(
      '/featured-cars/c1',
    )
    expect(cells(paid)).toEqual([
      'VW Golf',
      '$10,000',
      '$300',
      '$9,700',
      'Paid',
      'On its way',
      'May 3, 2024',
    ])
    expect(screen.getByText(/Payouts are set up/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Set up payouts' })).toBeNull()
  })

  it('asks the seller to set up payouts until the account is ready', async () => {
    stubApi({
      'GET /api/seller/money': { ...money, items: [] },
      'GET /api/seller/payouts': { ready: false, provider: 'stripe' },
    })
    renderPage()
    expect(await screen.findByRole('button', { name: 'Set up payouts' })).toBeTruthy()
    expect(screen.getByText('Set up payouts to get paid')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'No sales yet' })).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
