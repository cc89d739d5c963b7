import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { stubApi } from '../../../../tests/support/client/stub-api'
import { Component as EmailVerifiedPage } from './email-verified-page'

const routes = [{ path: '/email-verified', Component: EmailVerifiedPage }]

describe('email verified page', () => {
  it('says the address is confirmed', async () => {
    stubApi({})
    renderRoutes(routes, '/email-verified')
    expect((await screen.findByRole('status')).textContent).toContain(
      'Your e-mail address is confirmed',
    )
  })

  it('says when the link did not work, and where to get a new one', async () => {
    stubApi({})
    renderRoutes(routes, '/email-verified?error=INVALID_TOKEN')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This link did not work')
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login')
  })
})
