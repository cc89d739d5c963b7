import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AdminUser } from '#shared/moderation'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as UsersPage } from './users-page'

mimicModalDialogs()

const person = (name: string, more: Partial<AdminUser> = {}): AdminUser => ({
  _id: `id-${name}`,
  name,
  email: `${name.toLowerCase()}@example.com`,
  role: 'seller',
  emailVerified: true,
  suspendedAt: null,
  suspensionNote: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  listings: 3,
  ...more,
})

const renderPage = (at = '/') => renderRoutes([{ path: '/', element: <UsersPage /> }], at)

describe('Users', () => {
  it('shows each person’s role and state, with Suspend or Lift, and Delete', async () => {
    stubApi({
      'GET /api/admin/users': [
        person('Bea', { role: 'buyer', listings: 0 }),
        person('Sly', { suspendedAt: '2026-01-03T10:00:00.000Z', suspensionNote: 'Gift cards' }),
      ],
    })
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy()
    const bea = await screen.findByRole('row', { name: /Bea/ })
    expect(within(bea).getByText('Buyer')).toBeTruthy()
    expect(within(bea).getByText('Active')).toBeTruthy()
    expect(within(bea).getByRole('button', { name: /^Suspend ?Bea$/ })).toBeTruthy()
    expect(within(bea).getByRole('button', { name: /^Delete ?Bea$/ })).toBeTruthy()
    const sly = screen.getByRole('row', { name: /Sly/ })
    expect(within(sly).getByText('Seller')).toBeTruthy()
    expect(within(sly).queryByRole('button', { name: /^Suspend/ })).toBeNull()
    expect(within(sly).getByRole('button', { name: /^Delete ?Sly$/ })).toBeTruthy()
  })

  it('asks the server again when a filter changes, and keeps it in the URL', async () => {
    const fetch = stubApi({ 'GET /api/admin/users': [] })
    renderPage()
    expect(await screen.findByText('Nobody matches these filters')).toBeTruthy()
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'buyer')
    await waitFor(() =>
      expect(String(fetch.mock.calls.at(-1)![0])).toBe('/api/admin/users?role=buyer&limit=50'),
    )
    await userEvent.type(screen.getByLabelText('Name or e-mail'), 'bea{Enter}')
    await waitFor(() =>
      expect(String(fetch.mock.calls.at(-1)![0])).toBe(
        '/api/admin/users?q=bea&role=buyer&limit=50',
      ),
    )
  })

  it('reads its filters from the URL, and offers admins no actions', async () => {
    const fetch = stubApi({
      'GET /api/admin/users': [
        person('Ada', { role: 'admin' }),
        person('Sly', { suspendedAt: '2026-01-03T10:00:00.000Z', suspensionNote: 'Gift cards' }),
      ],
    })
    renderRoutes([{ path: '/', element: <UsersPage /> }], '/?q=sl&role=robot&state=suspended')
    const sly = await screen.findByRole('row', { name: /Sly/ })
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/admin/users?q=sl&state=suspended&limit=50')
    expect(within(sly).getByText('Suspended')).toBeTruthy()
    expect(within(sly).getByText('Gift cards')).toBeTruthy()
    expect(within(sly).getByRole('button', { name: /^Lift suspension ?of Sly$/ })).toBeTruthy()
    expect(within(screen.getByRole('row', { name: /Ada/ })).queryByRole('button')).toBeNull()
    expect((screen.getByLabelText('Name or e-mail') as HTMLInputElement).value).toBe('sl')
  })

  it('suspends only with a note: the person is told why', async () => {
    const fetch = stubApi({
      'GET /api/admin/users': [person('Sly')],
      'POST /api/admin/users/id-Sly/suspend': { done: true },
    })
    renderRoutes([{ path: '/', element: <UsersPage /> }])
    await userEvent.click(await screen.findByRole('button', { name: /^Suspend ?Sly$/ }))
    const dialog = screen.getByRole('dialog', { name: 'Suspend Sly?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Say why: the person is told')
    await userEvent.type(within(dialog).getByRole('textbox'), 'Asked for gift cards.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    expect(await screen.findByText('Sly is suspended.')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/admin/users/id-Sly/suspend')).toEqual([
      { note: 'Asked for gift cards.' },
    ])
  })

  it('lifts a suspension with no note needed', async () => {
    const fetch = stubApi({
      'GET /api/admin/users': [person('Sly', { suspendedAt: '2026-01-03T10:00:00.000Z' })],
      'POST /api/admin/users/id-Sly/unsuspend': { done: true },
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /^Lift suspension ?of Sly$/ }))
    const dialog = screen.getByRole('dialog', { name: 'Lift Sly’s suspension?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift suspension' }))
    expect(await screen.findByText('Sly may sign in again.')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/admin/users/id-Sly/unsuspend')).toEqual([{ note: '' }])
  })

  it('deletes a person after confirming, says so and refreshes the list', async () => {
    let people = [person('Jane'), person('Omar')]
    const fetch = stubApi({
      'GET /api/admin/users': () => jsonResponse(people),
      'DELETE /api/users/id-Jane': () => {
        people = people.slice(1)
        return jsonResponse({ deletedCount: 1, Name: 'Jane' })
      },
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /^Delete ?Jane$/ }))
    const dialog = screen.getByRole('dialog', { name: 'Delete Jane?' })
    expect(dialog.textContent).toContain('Their cars for sale leave the marketplace')
    expect(callsTo(fetch, 'DELETE /api/users/id-Jane')).toHaveLength(0)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Jane deleted successfully')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('row', { name: /Jane/ })).toBeNull())
    expect(screen.getByRole('button', { name: /^Delete ?Omar$/ })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('tells a buyer’s deletion by what it ends for a buyer', async () => {
    stubApi({ 'GET /api/admin/users': [person('Bea', { role: 'buyer' })] })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /^Delete ?Bea$/ }))
    const dialog = screen.getByRole('dialog', { name: 'Delete Bea?' })
    expect(dialog.textContent).toContain('Their unpaid bookings are cancelled')
  })

  it('deletes nobody when the admin cancels', async () => {
    const fetch = stubApi({ 'GET /api/admin/users': [person('Jane')] })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /^Delete ?Jane$/ }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(fetch.mock.calls.every(([, init]) => init?.method !== 'DELETE')).toBe(true)
  })

  it("shows the server's message when a deletion is refused", async () => {
    stubApi({
      'GET /api/admin/users': [person('Jane')],
      'DELETE /api/users/id-Jane': () =>
        jsonResponse({ message: 'An admin account cannot be deleted here' }, 403),
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /^Delete ?Jane$/ }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(await screen.findByText('An admin account cannot be deleted here')).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Delete ?Jane$/ })).toBeTruthy()
  })
})
