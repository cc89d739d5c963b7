import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  jsonResponse,
  renderWithProviders,
} from '../../../tests/support/client/render-with-providers'
import { NewsletterForm } from './newsletter-form'

async function subscribe(email: string) {
  await userEvent.type(screen.getByLabelText('Enter your email address'), email)
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
}

describe('NewsletterForm', () => {
  it('refuses an invalid address without calling the server', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderWithProviders(<NewsletterForm />)
    await subscribe('not-an-email')
    expect(await screen.findByText(/Enter a valid email address/)).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("shows 'Subscribed' when the server accepts the address", async () => {
    const fetch = vi.fn(async () => jsonResponse({ subscribed: true }))
    vi.stubGlobal('fetch', fetch)
    renderWithProviders(<NewsletterForm />)
    await subscribe('ana@example.com')
    expect(await screen.findByText('Subscribed')).toBeTruthy()
    expect(fetch).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'ana@example.com' }),
      }),
    )
  })

  it("shows the server's message under the input when subscribing fails", async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ message: 'Try again later' }, 503))
    renderWithProviders(<NewsletterForm />)
    await subscribe('ana@example.com')
    expect(await screen.findByText('Try again later')).toBeTruthy()
    expect(screen.queryByText('Subscribed')).toBeNull()
  })

  it("shows the server's refusal of an address under the input and keeps what was typed", async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse({ message: 'Enter a valid email address' }, 400),
    )
    renderWithProviders(<NewsletterForm />)
    await subscribe('ana@example.c')
    const input = screen.getByLabelText<HTMLInputElement>('Enter your email address')
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy()
    expect(input.value).toBe('ana@example.c')
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })

  it('clears the input once subscribed', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ subscribed: true }))
    renderWithProviders(<NewsletterForm />)
    await subscribe('ana@example.com')
    await screen.findByText('Subscribed')
    expect(screen.getByLabelText<HTMLInputElement>('Enter your email address').value).toBe('')
  })
})
