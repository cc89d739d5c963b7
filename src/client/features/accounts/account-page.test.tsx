import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Account } from '#shared/accounts'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { Landing, renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as AccountPage } from './account-page'

const account: Account = {
  user: {
    _id: 'u1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    emailVerified: false,
    role: 'seller',
    createdAt: '2026-01-01T00:00:00.000Z',
    hasPassword: true,
    hasGoogle: false,
  },
  notifications: { bookings: true, messages: true, alerts: true, newsletter: false },
}

const routes = [
  { path: '/dashboard/account', Component: AccountPage },
  { path: '/', element: <Landing name="Home" /> },
]

describe('account page', () => {
  it('turns an e-mail kind off at once and shows what the server saved', async () => {
    const fetch = stubApi({
      'GET /api/account': account,
      'PATCH /api/account': ({ body }: { body: { notifications: object } }) =>
        jsonResponse({
          ...account,
          notifications: { ...account.notifications, ...body.notifications },
        }),
      'GET /api/auth/me': { user: null },
    })
    renderRoutes(routes, '/dashboard/account')
    const toggle = await screen.findByRole('checkbox', { name: /Test drives, offers and payments/ })
    expect((toggle as HTMLInputElement).checked).toBe(true)
    await userEvent.click(toggle)
    expect(callsTo(fetch, 'PATCH /api/account')).toEqual([{ notifications: { bookings: false } }])
    await expect.poll(() => (toggle as HTMLInputElement).checked).toBe(false)
  })

  it('sends the confirmation link again for an unconfirmed address', async () => {
    const fetch = stubApi({
      'GET /api/account': account,
      'POST /api/auth/send-verification-email': { status: true },
    })
    renderRoutes(routes, '/dashboard/account')
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }))
    expect(await screen.findByRole('button', { name: 'Link sent' })).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/auth/send-verification-email')).toEqual([
      { email: 'ada@example.com' },
    ])
  })

  it('shows a wrong current password under the form', async () => {
    stubApi({
      'GET /api/account': account,
      'POST /api/account/password': () =>
        jsonResponse({ message: 'Your current password is not right' }, 400),
    })
    renderRoutes(routes, '/dashboard/account')
    await userEvent.type(await screen.findByLabelText('Current password'), 'wrong-one')
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new-1')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your current password is not right',
    )
  })

  it('deletes the account only after its password, then leaves for the home page', async () => {
    const fetch = stubApi({
      'GET /api/account': account,
      'DELETE /api/account': { deleted: true },
      'GET /api/auth/me': { user: null },
    })
    renderRoutes(routes, '/dashboard/account')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }))
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }))
    expect(await screen.findByText('Password is required')).toBeTruthy()
    expect(callsTo(fetch, 'DELETE /api/account')).toEqual([])
    await userEvent.type(screen.getByLabelText('Your password'), 'secret123')
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }))
    expect(await screen.findByText('Home')).toBeTruthy()
    expect(callsTo(fetch, 'DELETE /api/account')).toEqual([{ password: 'secret123' }])
  })

  it('links Google only after the password, shows a refusal under it, and Cancel keeps it', async () => {
    const fetch = stubApi({
      'GET /api/account': account,
      'GET /api/auth/providers': { google: true },
      'POST /api/account/google': () =>
        jsonResponse({ message: 'Your password is not right' }, 400),
    })
    renderRoutes(routes, '/dashboard/account')
    await userEvent.click(await screen.findByRole('button', { name: 'Link Google…' }))
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Google' }))
    expect(await screen.findByText('Password is required')).toBeTruthy()
    await userEvent.type(screen.getByLabelText('Your Wheelanes password'), 'wrong-one')
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Google' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Your password is not right')
    expect(callsTo(fetch, 'POST /api/account/google')).toEqual([{ password: 'wrong-one' }])
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await userEvent.click(screen.getByRole('button', { name: 'Link Google…' }))
    expect((screen.getByLabelText('Your Wheelanes password') as HTMLInputElement).value).toBe(
      'wrong-one',
    )
  })
})
