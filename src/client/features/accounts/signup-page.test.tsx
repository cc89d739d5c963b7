import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { Landing, renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, signedOutAnswers, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as SignupPage } from './signup-page'

const routes = [
  { path: '/signup', Component: SignupPage },
  { path: '/', element: <Landing name="Home" /> },
]

const api = (overrides: Record<string, unknown> = {}) =>
  stubApi({ ...signedOutAnswers(false), ...overrides })

const field = (label: string) => screen.getByLabelText(label)
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }))

async function fillIn({ password = 'secret123', role = 'seller' } = {}) {
  await userEvent.type(field('First Name'), 'Ada')
  await userEvent.type(field('Last Name'), 'Lovelace')
  await userEvent.type(field('Email'), 'ada@example.com')
  await userEvent.selectOptions(field('I am a'), role)
  await userEvent.type(field('Password'), password)
}

describe('sign-up page', () => {
  it("shows each of the form's messages under its own field on an empty submit", async () => {
    const fetch = api()
    renderRoutes(routes, '/signup')
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' })
    await submit()
    const expected = {
      'First Name': 'First Name is required',
      'Last Name': 'Last Name is required',
      Email: 'Email Address is required',
      'I am a': 'Type required',
      Password: 'Password is required',
    }
    for (const [label, message] of Object.entries(expected)) {
      // The message is the field's accessible description: it is read out with the field.
      const error = await screen.findByText(message)
      expect(field(label).getAttribute('aria-describedby')).toBe(error.id)
      expect(field(label).getAttribute('aria-invalid')).toBe('true')
    }
    expect(callsTo(fetch, 'POST /api/auth/signup')).toHaveLength(0)
    // The first field in error, the first of the form, has the focus.
    expect(document.activeElement).toBe(field('First Name'))
  })

  it('promises only the sign-in methods the server offers', async () => {
    api()
    renderRoutes(routes, '/signup')
    expect(await screen.findByText('One account, signed in with email')).toBeTruthy()
    expect(screen.queryByText(/or Google/)).toBeNull()
  })

  it("offers 'Pick one' only as a placeholder, and Buyer and Seller as choices", async () => {
    api()
    renderRoutes(routes, '/signup')
    const select = await screen.findByRole('combobox', { name: 'I am a' })
    const options = within(select).getAllByRole('option') as HTMLOptionElement[]
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['Pick one', true],
      ['Buyer', false],
      ['Seller', false],
    ])
    expect((select as HTMLSelectElement).value).toBe('')
  })

  it('refuses a password shorter than 6 characters', async () => {
    api()
    renderRoutes(routes, '/signup')
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' })
    await fillIn({ password: '12345' })
    await submit()
    expect(await screen.findByText('Password must be 6 characters or longer')).toBeTruthy()
  })

  it('creates the account, says so and goes home', async () => {
    const user = { _id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'seller' }
    const fetch = api({
      'POST /api/auth/signup': () => jsonResponse({ user }, 201),
    })
    const { queryClient } = renderRoutes(routes, '/signup')
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' })
    await fillIn()
    await submit()
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy()
    expect(screen.getByText('User Created Successfully')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/auth/signup')).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        role: 'seller',
        password: 'secret123',
      },
    ])
    expect(queryClient.getQueryData(['session'])).toEqual({ user })
  })

  it("shows the server's message under the form when the email has an account", async () => {
    api({
      'POST /api/auth/signup': () =>
        jsonResponse({ message: 'An account with this email already exists' }, 409),
    })
    renderRoutes(routes, '/signup')
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' })
    await fillIn()
    await submit()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('An account with this email already exists')
    expect(within(alert).getByRole('link', { name: 'Log in instead' })).toBeTruthy()
  })

  it("puts the server's field messages under their fields", async () => {
    api({
      'POST /api/auth/signup': () =>
        jsonResponse(
          {
            message: 'Enter a valid email address',
            issues: [{ path: 'body.email', message: 'Enter a valid email address' }],
          },
          400,
        ),
    })
    renderRoutes(routes, '/signup')
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' })
    await fillIn()
    await submit()
    await screen.findByRole('alert')
    expect(field('Email').getAttribute('aria-invalid')).toBe('true')
  })
})
