import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SellerStats } from '#shared/stats'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { stubApi } from '../../../../tests/support/client/stub-api'
import { SellerOverview } from './seller-overview'

// uPlot draws on a canvas, which the test's DOM does not have; the charts' captions are enough.
vi.mock('./uplot-chart', () => ({ default: () => null }))

const days = ['2026-11-25', '2026-11-26', '2026-11-27']
const stats = (dealer: boolean): SellerStats => ({
  days,
  dealer,
  total: {
    views: [3, 0, 4],
    saves: [0, 1, 0],
    conversations: [0, 0, 1],
    bookings: [0, 0, 1],
    offers: [0, 0, 0],
    leads: dealer ? [1, 0, 2] : [0, 0, 0],
  },
  cars: [
    {
      _id: 'c1',
      name: 'Subaru Outback',
      views: 7,
      saves: 1,
      conversations: 1,
      bookings: 1,
      offers: 0,
      leads: dealer ? 3 : 0,
    },
  ],
})

const renderOverview = (dealer: boolean) => {
  stubApi({ 'GET /api/seller/stats': stats(dealer) })
  renderRoutes([{ path: '/', Component: SellerOverview }])
}

/** The table's text, header row first. */
const table = () =>
  within(screen.getByRole('table', { name: /Each car’s totals/ }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))

describe('the seller’s Overview', () => {
  it('shows a dealer’s owner their leads per day and per car', async () => {
    renderOverview(true)
    const leads = await screen.findByText('Leads', { selector: 'figcaption span' })
    expect(leads.nextElementSibling?.textContent).toBe('3 in 3 days')
    expect(table()).toEqual([
      ['Car', 'Views', 'Saves', 'Conversations', 'Bookings', 'Offers', 'Leads'],
      ['Subaru Outback', '7', '1', '1', '1', '0', '3'],
    ])
    expect(screen.getByText(/Leads are every first message/)).toBeTruthy()
  })

  it('leaves leads out for a private seller, whose cars never draw one', async () => {
    renderOverview(false)
    await screen.findByText('Views', { selector: 'figcaption span' })
    expect(screen.queryByText('Leads', { selector: 'figcaption span' })).toBeNull()
    expect(table()[0]).toEqual(['Car', 'Views', 'Saves', 'Conversations', 'Bookings', 'Offers'])
  })
})
