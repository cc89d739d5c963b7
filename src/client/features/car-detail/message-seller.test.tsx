import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { User } from '#shared/accounts'
import { buildCar } from '../../../../tests/support/client/build-car'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { Landing, renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as CarDetailPage } from './car-detail-page'

mimicModalDialogs()

const car = buildCar({ carName: 'Toyota RAV4 XLE', sellerId: 'seller-alex' })
const buyer: User = { _id: 'buyer-ana', name: 'Ana Buyer', email: 'ana@example.com', role: 'buyer' }

function renderPage(user: User | null, routes: Record<string, unknown> = {}) {
  const fetch = stubApi({
    'GET /api/auth/me': { user },
    [`GET /api/featured-cars/${car._id}`]: car,
    ...routes,
  })
  renderRoutes(
    [
      { path: '/featured-cars/:id', Component: CarDetailPage },
      { path: '/dashboard/inbox/c9', element: <Landing name="Conversation" /> },
      { path: '/login', element: <Landing name="Log in" /> },
    ],
    `/featured-cars/${car._id}`,
  )
  return fetch
}

async function writeToSeller(text: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Message seller' }))
  const dialog = screen.getByRole('dialog', { name: 'Message Alex Seller' })
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your message' }), text)
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
  return dialog
}

describe('message seller', () => {
  it('sends the car and the words, then opens the conversation', async () => {
    const fetch = renderPage(buyer, {
      'POST /api/conversations': () => jsonResponse({ conversationId: 'c9' }, 201),
    })
    await writeToSeller('  Is the car still available?  ')
    expect(await screen.findByRole('heading', { name: 'Conversation' })).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/conversations')).toEqual([
      { car_id: car._id, text: 'Is the car still available?' },
    ])
  })

  it("shows the server's refusal inside the dialog", async () => {
    renderPage(buyer, {
      'POST /api/conversations': () =>
        jsonResponse({ message: 'Confirm your e-mail address before writing to sellers' }, 403),
    })
    const dialog = await writeToSeller('Hello')
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Confirm your e-mail address before writing to sellers',
    )
    // Read out with the field, as the check's own problem is.
    const field = within(dialog).getByRole('textbox', { name: 'Your message' })
    const description = document.getElementById(field.getAttribute('aria-describedby') ?? '')
    expect(description?.textContent).toBe('Confirm your e-mail address before writing to sellers')
  })

  it('asks for words before sending nothing', async () => {
    const fetch = renderPage(buyer)
    await userEvent.click(await screen.findByRole('button', { name: 'Message seller' }))
    const dialog = screen.getByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Write a message')
    expect(callsTo(fetch, 'POST /api/conversations')).toEqual([])
  })

  it('sends a signed-out visitor to sign in, remembering the car', async () => {
    renderPage(null)
    await userEvent.click(
      await screen.findByRole('link', { name: 'Sign in to message the seller' }),
    )
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy()
    expect(screen.getByTestId('location-state').textContent).toContain(
      `"pathname":"/featured-cars/${car._id}"`,
    )
  })

  it("is not offered to the car's own seller", async () => {
    renderPage({ ...buyer, _id: 'seller-alex', role: 'seller' })
    await screen.findByRole('heading', { level: 1, name: 'Toyota RAV4 XLE' })
    expect(screen.queryByRole('button', { name: 'Message seller' })).toBeNull()
  })
})
