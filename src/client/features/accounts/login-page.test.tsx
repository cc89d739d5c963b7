import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { Landing, renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, signedOutAnswers, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as LoginPage } from './login-page'

const seller = { _id: 's1', name: 'Sam Seller', email: 'sam@example.com', role: 'seller' }
const from = { pathname: '/dashboard/managecars', search: '', hash: '' }

const routes = [
  { path: '/login', Component: LoginPage },
  { path: '/', element: <Landing name="Home" /> },
  { path: '/dashboard/managecars', element: <Landing name="Manage Cars" /> },
  { path: '/featured-cars/:id', element: <Landing name="The car" /> },
  { path: '/signup', element: <Landing name="Sign up page" /> },
]

const api = (overrides: Record<string, unknown> = {}) =>
  stubApi({ ...signedOutAnswers(true), ...overrides })

async function logIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email)
  await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.click(screen.getByRole('button', { name: 'Login' }))
}

describe('login page', () => {
  it('asks for both fields before calling the server', async () => {
    const fetch = api()
    renderRoutes(routes, '/login')
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Email is required')).toBeTruthy()
    expect(screen.getByText('Password is required')).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(callsTo(fetch, 'POST /api/auth/login')).toHaveLength(0)
  })

  it("shows the server's message in red under the form when sign-in fails", async () => {
    api({
      'POST /api/auth/login': () => jsonResponse({ message: 'Invalid email or password' }, 401),
    })
    renderRoutes(routes, '/login')
    await logIn('sam@example.com', 'wrong-password')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Invalid email or password')
    expect(alert.className).toContain('alert-error')
  })

  it('signs in, says so and goes back to the page a guard sent the user from', async () => {
    let signedIn = false
    const fetch = api({
      'GET /api/auth/me': () => jsonResponse({ user: signedIn ? seller : null }),
      'POST /api/auth/login': () => {
        signedIn = true
        return jsonResponse({ token: 't', user: seller })
      },
    })
    const { router, queryClient } = renderRoutes(routes, { pathname: '/login', state: { from } })
    await logIn('sam@example.com', 'secret123')
    expect(await screen.findByRole('heading', { name: 'Manage Cars' })).toBeTruthy()
    expect(screen.getByText('Login successful')).toBeTruthy()
    expect(router.state.historyAction).toBe('REPLACE')
    expect(callsTo(fetch, 'POST /api/auth/login')).toEqual([
      { email: 'sam@example.com', password: 'secret123' },
    ])
    expect(queryClient.getQueryData(['session'])).toEqual({ user: seller })
  })

  it('goes home after signing in when no page asked for it', async () => {
    api({ 'POST /api/auth/login': { token: 't', user: seller } })
    renderRoutes(routes, '/login')
    await logIn('sam@example.com', 'secret123')
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy()
  })

  it('says when Google sign-in came back with an error', async () => {
    api()
    renderRoutes(routes, '/login?error=google')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Google sign-in failed. Please try again.',
    )
  })

  it('says to use the password when Google was not linked to an existing account', async () => {
    api()
    renderRoutes(routes, '/login?error=google&error=account_not_linked')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This e-mail already has an account: sign in with its password. You can then link Google from your Account page.',
    )
  })

  it('starts Google sign-in returning to the remembered page', async () => {
    api()
    renderRoutes(routes, { pathname: '/login', state: { from } })
    const google = await screen.findByRole('link', { name: 'Continue with Google' })
    expect(google.getAttribute('href')).toBe('/api/auth/google?returnTo=%2Fdashboard%2Fmanagecars')
  })

  it('disables the Google button and says why when Google is not configured', async () => {
    api({ 'GET /api/auth/providers': { google: false } })
    renderRoutes(routes, '/login')
    const google = await screen.findByRole('button', {
      name: 'Continue with Google',
      description: 'Google sign-in is not configured',
    })
    expect(google).toHaveProperty('disabled', true)
  })

  it('links to sign-up', async () => {
    api()
    renderRoutes(routes, '/login')
    const link = await screen.findByRole('link', { name: /^Don.t have an account\? Register$/ })
    expect(link.getAttribute('href')).toBe('/signup')
  })

  describe('sent from a car by the guard', () => {
    const carFrom = {
      pathname: '/featured-cars/c1',
      search: '',
      hash: '',
      state: { carName: '2019 Toyota Camry SE' },
    }

    it('names the car, says it needs an account and comes back to it after signing in', async () => {
      api({ 'POST /api/auth/login': { token: 't', user: seller } })
      renderRoutes(routes, { pathname: '/login', state: { from: carFrom } })
      expect(
        await screen.findByRole('heading', { name: 'Sign in to see the 2019 Toyota Camry SE' }),
      ).toBeTruthy()
      expect(screen.getByText(/details, photos and seller are for members/)).toBeTruthy()
      await logIn('sam@example.com', 'secret123')
      expect(await screen.findByRole('heading', { name: 'The car' })).toBeTruthy()
    })

    it('offers sign-up, taking the car along', async () => {
      api()
      renderRoutes(routes, { pathname: '/login', state: { from: carFrom } })
      await userEvent.click(await screen.findByRole('link', { name: 'Create a free account' }))
      await screen.findByRole('heading', { name: 'Sign up page' })
      const state = JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')
      expect(state.from.pathname).toBe('/featured-cars/c1')
    })

    it('still says why when the link that opened the car gave no name', async () => {
      api()
      renderRoutes(routes, { pathname: '/login', state: { from: { ...carFrom, state: null } } })
      expect(await screen.findByRole('heading', { name: 'Sign in to see this car' })).toBeTruthy()
    })

    it('says nothing of a car when another page sent the user', async () => {
      api()
      renderRoutes(routes, { pathname: '/login', state: { from } })
      await screen.findByRole('heading', { name: 'Login Now!' })
      expect(screen.queryByText(/Sign in to see/)).toBeNull()
    })
  })
})
