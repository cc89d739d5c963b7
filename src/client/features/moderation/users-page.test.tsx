import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AdminUser } from '#shared/moderation'
import { mimicModalDialogs } from '../../test/modal-dialogs'
import { renderRoutes } from '../../test/render-routes'
import { callsTo, stubApi } from '../../test/stub-api'
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

describe('Users', () => {
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
})
