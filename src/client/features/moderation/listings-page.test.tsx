import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AdminCar } from '#shared/moderation'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as ListingsPage } from './listings-page'

mimicModalDialogs()

const listing = (carName: string, more: Partial<AdminCar> = {}): AdminCar => ({
  _id: `id-${carName.split(' ')[0]}`,
  carName,
  image: '/media/car/800.webp',
  resale_price: 18500,
  status: 'Active',
  hidden: false,
  featured: false,
  seller: { _id: 'id-sam', name: 'Sam Seller', email: 'sam@example.com', suspended: false },
  createdAt: '2026-01-02T10:00:00.000Z',
  ...more,
})

describe('Listings', () => {
  it('marks a featured listing and takes it off the featured list', async () => {
    let featured = true
    const fetch = stubApi({
      'GET /api/admin/cars': () =>
        Response.json([listing('Civic EX', { featured }), listing('Golf GTI')]),
      'DELETE /api/allcars/id-Civic/featured': () => {
        featured = false
        return Response.json({ acknowledged: true, modifiedCount: 1 })
      },
    })
    renderRoutes([{ path: '/', element: <ListingsPage /> }])
    const civic = await screen.findByRole('row', { name: /Civic EX/ })
    expect(within(civic).getByText('Featured')).toBeTruthy()
    // Only a featured listing has the button.
    const golf = screen.getByRole('row', { name: /Golf GTI/ })
    expect(within(golf).queryByText('Featured')).toBeNull()
    expect(within(golf).queryByRole('button', { name: /^Unfeature/ })).toBeNull()

    await userEvent.click(within(civic).getByRole('button', { name: /^Unfeature: ?Civic EX$/ }))
    expect(await screen.findByText('Civic EX is off the featured list.')).toBeTruthy()
    expect(callsTo(fetch, 'DELETE /api/allcars/id-Civic/featured')).toHaveLength(1)
    // The list is read again: the listing is no longer marked.
    await screen.findByRole('row', { name: /Civic EX/ })
    await expect
      .poll(() => within(screen.getByRole('row', { name: /Civic EX/ })).queryByText('Featured'))
      .toBeNull()
  })
})
