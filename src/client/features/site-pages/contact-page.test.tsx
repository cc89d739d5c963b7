import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { ContactPage } from './contact-page'

async function fillAndSend() {
  const field = (name: string) => screen.getByRole('textbox', { name })
  await userEvent.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Ada')
  await userEvent.type(field('Your email'), 'ada@example.com')
  await userEvent.type(field('Message'), 'Is the silver Camry still for sale?')
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
}

describe('the Contact page', () => {
  it('says what is missing under each field, and sends nothing', async () => {
    const fetch = stubApi({ 'POST /api/contact': { sent: true } })
    renderRoutes([{ path: '/contact', Component: ContactPage }], '/contact')
    await userEvent.click(await screen.findByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Enter your name')).toBeTruthy()
    expect(screen.getByText('Enter your email address')).toBeTruthy()
    expect(screen.getByText('Write at least 10 characters')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Your name' }).getAttribute('aria-invalid')).toBe(
      'true',
    )
    expect(callsTo(fetch, 'POST /api/contact')).toEqual([])
  })

  it('sends the message and thanks the person by name', async () => {
    const fetch = stubApi({ 'POST /api/contact': () => jsonResponse({ sent: true }, 201) })
    renderRoutes([{ path: '/contact', Component: ContactPage }], '/contact')
    await fillAndSend()
    const thanks = await screen.findByRole('status')
    expect(thanks.textContent).toMatch(/^Thank you, Ada\. .* ada@example\.com\.$/)
    expect(document.activeElement).toBe(thanks)
    expect(callsTo(fetch, 'POST /api/contact')).toEqual([
      {
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Is the silver Camry still for sale?',
        website: '',
      },
    ])
  })

  it('puts the server’s word on a field under it, and a refusal of the whole under the form', async () => {
    let answer = jsonResponse(
      {
        message: 'Invalid request',
        issues: [{ path: 'body.email', message: 'That address cannot receive mail' }],
      },
      400,
    )
    stubApi({ 'POST /api/contact': () => answer })
    renderRoutes([{ path: '/contact', Component: ContactPage }], '/contact')
    await fillAndSend()
    expect(await screen.findByText('That address cannot receive mail')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()

    answer = jsonResponse({ message: 'Too many messages; try again in an hour' }, 429)
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many messages; try again in an hour',
    )
  })
})
