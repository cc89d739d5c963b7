import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { SavedSearch } from '#shared/saved-searches'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as SavedSearchesPage } from './saved-searches-page'

mimicModalDialogs()

const saved: SavedSearch[] = [
  {
    _id: 's1',
    name: 'Trucks under $30k',
    query: 'category=pickup&maxPrice=30000',
    frequency: 'instant',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
]

describe('saved searches', () => {
  it('lists each with a link to its results, and deletes one after asking', async () => {
    let list = saved
    const fetch = stubApi({
      'GET /api/saved-searches': () => Response.json(list),
      'DELETE /api/saved-searches/s1': () => {
        list = []
        return Response.json({ deleted: true })
      },
    })
    renderRoutes([{ path: '/', Component: SavedSearchesPage }])
    const link = await screen.findByRole('link', { name: 'Trucks under $30k' })
    expect(link.getAttribute('href')).toBe('/cars?category=pickup&maxPrice=30000')
    expect(screen.getByText(/As soon as a match is listed/)).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: /^Delete/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Trucks under $30k”?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(callsTo(fetch, 'DELETE /api/saved-searches/s1')).toHaveLength(1))
    expect(await screen.findByText(/No saved searches yet/)).toBeTruthy()
  })
})
