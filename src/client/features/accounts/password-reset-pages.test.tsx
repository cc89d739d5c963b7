import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, signedOutAnswers, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as ForgotPasswordPage } from './forgot-password-page'
import { Component as LoginPage } from './login-page'
import { Component as ResetPasswordPage } from './reset-password-page'

const routes = [
  { path: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/reset-password', Component: ResetPasswordPage },
  { path: '/login', Component: LoginPage },
]

const loginCalls = signedOutAnswers(false)

describe('forgot password page', () => {
  it('sends the address and says to check the inbox, without saying if it has an account', async () => {
    const fetch = stubApi({ 'POST /api/auth/request-password-reset': { status: true } })
    renderRoutes(routes, '/forgot-password')
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }))
    expect((await screen.findByRole('status')).textContent).toContain(
      'If an account uses ada@example.com, we have sent it a link',
    )
    expect(callsTo(fetch, 'POST /api/auth/request-password-reset')).toEqual([
      { email: 'ada@example.com' },
    ])
  })

  it('asks for a valid address before calling the server', async () => {
    const fetch = stubApi({})
    renderRoutes(routes, '/forgot-password')
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-address')
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }))
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('starts with the address already typed on /login', async () => {
    stubApi(loginCalls)
    renderRoutes(routes, '/login')
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com')
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }))
    await screen.findByRole('heading', { name: 'Forgot your password?' })
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.com')
  })
})

describe('reset password page', () => {
  const fill = async (password: string, again = password) => {
    await userEvent.type(await screen.findByLabelText('New password'), password)
    await userEvent.type(screen.getByLabelText('New password again'), again)
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }))
  }

  it('saves the new password with the link token, and /login says so with the address in', async () => {
    const fetch = stubApi({
      ...loginCalls,
      'POST /api/auth/reset-password': { status: true, email: 'ada@example.com' },
    })
    renderRoutes(routes, '/reset-password?token=tok-123')
    await fill('brand-new-pass')
    await screen.findByRole('heading', { name: 'Login Now!' })
    expect(screen.getByRole('status').textContent).toBe(
      'Your password was changed. Sign in with the new one.',
    )
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.com')
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '')
    expect(callsTo(fetch, 'POST /api/auth/reset-password')).toEqual([
      { token: 'tok-123', newPassword: 'brand-new-pass' },
    ])
  })

  it('checks the two passwords agree and are long enough', async () => {
    const fetch = stubApi({})
    renderRoutes(routes, '/reset-password?token=tok-123')
    await fill('abc', 'abd')
    expect(await screen.findByText('Password must be 6 characters or longer')).toBeTruthy()
    expect(screen.getByText('The two passwords are not the same')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('offers a new link when the server refuses an old one', async () => {
    stubApi({
      'POST /api/auth/reset-password': () =>
        jsonResponse(
          { message: 'This reset link is invalid or has expired. Ask for a new one.' },
          400,
        ),
    })
    renderRoutes(routes, '/reset-password?token=used')
    await fill('brand-new-pass')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This reset link is invalid or has expired.')
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    )
  })

  it('says so when the link has no token', async () => {
    stubApi({})
    renderRoutes(routes, '/reset-password')
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This reset link is incomplete.',
    )
  })
})
