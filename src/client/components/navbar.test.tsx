import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithProviders } from '../test/render-with-providers'
import { Navbar } from './navbar'

describe('Navbar', () => {
  it('offers Login to a signed-out visitor, even when the session call fails', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ message: 'Not Found' }, 404))
    renderWithProviders(<Navbar />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(await screen.findAllByRole('link', { name: 'Login' })).not.toHaveLength(0)
    expect(nav.textContent).not.toContain('Dashboard')
  })

  it('offers Dashboard instead of Login to a signed-in user', async () => {
    const user = { _id: 'u1', name: 'Ana Buyer', email: 'ana@example.com', role: 'buyer' }
    vi.stubGlobal('fetch', async () => jsonResponse({ user }))
    renderWithProviders(<Navbar />)
    expect(await screen.findAllByRole('link', { name: 'Dashboard' })).not.toHaveLength(0)
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull()
  })

  it('opens and closes the mobile menu', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ user: null }))
    renderWithProviders(<Navbar />)
    const toggle = screen.getByRole('button', { name: 'Menu' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('navigation', { name: 'Main (mobile)' })).toBeTruthy()
  })
})
