import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ListedUser } from '#shared/accounts'
import { mimicModalDialogs } from '../../test/modal-dialogs'
import { jsonResponse } from '../../test/render-with-providers'
import { renderRoutes } from '../../test/render-routes'
import { callsTo, stubApi } from '../../test/stub-api'
import { UsersPage } from './users-page'

mimicModalDialogs()

const listed = (name: string, role: ListedUser['role'] = 'buyer'): ListedUser => ({
  _id: `id-${name.replace(/\s/g, '-')}`,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  role,
  createdAt: '2024-01-01T00:00:00.000Z',
})

function renderPage(role: 'buyer' | 'seller') {
  return renderRoutes([{ path: '/', element: <UsersPage role={role} /> }])
}

describe('All Buyers and All Sellers', () => {
  it('lists people numbered, each with a Delete button naming them', async () => {
    stubApi({ 'GET /api/users': [listed('Jane Doe'), listed('Omar Khan')] })
    renderPage('buyer')
    expect(screen.getByRole('heading', { level: 1, name: 'All Buyers' })).toBeTruthy()
    const rows = await screen.findAllByRole('row')
    // The header, then one row per person.
    expect(rows).toHaveLength(3)
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).toBe('1')
    expect(within(rows[2]!).getAllByRole('cell')[0]!.textContent).toBe('2')
    expect(within(rows[2]!).getByRole('button', { name: 'Delete Omar Khan' })).toBeTruthy()
  })

  it('asks the server for the right role', async () => {
    const fetch = stubApi({ 'GET /api/users': [] })
    renderPage('seller')
    await screen.findByText('No sellers yet')
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/users?role=seller')
  })

  it("says 'No buyers yet' when there are none", async () => {
    stubApi({ 'GET /api/users': [] })
    renderPage('buyer')
    expect(await screen.findByText('No buyers yet')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('deletes a person after confirming, says so and refreshes the list', async () => {
    let people = [listed('Jane Doe', 'seller'), listed('Omar Khan', 'seller')]
    const fetch = stubApi({
      'GET /api/users': () => jsonResponse(people),
      'DELETE /api/users/id-Jane-Doe': () => {
        people = people.slice(1)
        return jsonResponse({ deletedCount: 1, Name: 'Jane Doe' })
      },
    })
    renderPage('seller')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Jane Doe' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete Jane Doe?' })
    expect(dialog.textContent).toContain('Their cars for sale leave the marketplace')
    expect(callsTo(fetch, 'DELETE /api/users/id-Jane-Doe')).toHaveLength(0)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Jane Doe deleted successfully')).toBeTruthy()
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete Jane Doe' })).toBeNull(),
    )
    expect(screen.getByRole('button', { name: 'Delete Omar Khan' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('deletes nobody when the admin cancels', async () => {
    const fetch = stubApi({ 'GET /api/users': [listed('Jane Doe')] })
    renderPage('buyer')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Jane Doe' }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(fetch.mock.calls.every(([, init]) => init?.method !== 'DELETE')).toBe(true)
  })

  it("shows the server's message when a deletion is refused", async () => {
    stubApi({
      'GET /api/users': [listed('Jane Doe')],
      'DELETE /api/users/id-Jane-Doe': () =>
        jsonResponse({ message: 'An admin cannot be deleted' }, 403),
    })
    renderPage('buyer')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Jane Doe' }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(await screen.findByText('An admin cannot be deleted')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Delete Jane Doe' })).toBeTruthy()
  })
})
