import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Booking } from '#shared/bookings'
import { buildBooking, buildSellerBooking } from '../../../../tests/support/client/build-booking'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as MyOrdersPage } from './my-orders-page'
import { Component as SellerBookingsPage } from './seller-bookings-page'

mimicModalDialogs()

// A test drive that happened: each side may review the other once.
const done: Partial<Booking> = {
  status: 'completed',
  awaiting: null,
  slots: [],
  answerBy: null,
  appointmentAt: '2024-05-03T14:00:00.000Z',
  actions: ['review'],
}
const reviewPath = `POST /api/bookings/${buildBooking()._id}/review`

function renderOrders(answer: unknown = { _id: 'r1', published: false }) {
  const fetch = stubApi({ 'GET /api/bookings': [buildBooking(done)], [reviewPath]: answer })
  renderRoutes([{ path: '/', Component: MyOrdersPage }])
  return fetch
}

async function openDialog(name = 'How was the test drive with the seller?') {
  await userEvent.click(await screen.findByRole('button', { name: /^Leave a review/ }))
  return screen.getByRole('dialog', { name })
}

/** The stars as drawn (filled or not), left to right. */
const glyphs = (group: HTMLElement) =>
  [...group.querySelectorAll('label > [aria-hidden="true"]')].map((s) => s.textContent).join('')

describe('the review dialog', () => {
  it('is offered only where the server lists the review action', async () => {
    stubApi({
      'GET /api/bookings': [
        buildBooking(done),
        buildBooking({ ...done, _id: 'b2', car: 'VW Golf', actions: [] }),
      ],
    })
    renderRoutes([{ path: '/', Component: MyOrdersPage }])
    const [rated, reviewed] = (await screen.findAllByRole('row')).slice(1) as [
      HTMLElement,
      HTMLElement,
    ]
    expect(
      within(rated).getByRole('button', { name: /^Leave a review.*Toyota RAV4 XLE$/ }),
    ).toBeTruthy()
    expect(within(reviewed).queryByRole('button', { name: /^Leave a review/ })).toBeNull()
  })

  it('rates with five labelled stars, by keyboard as well', async () => {
    // user-event finds a radio's group with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`) })
    renderOrders()
    const dialog = await openDialog()
    const group = within(dialog).getByRole('group', { name: 'Rating' })
    // In this order, named by what they mean rather than by the glyphs drawn.
    const names = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']
    expect(within(group).getAllByRole('radio')).toEqual(
      names.map((name) => within(group).getByRole('radio', { name })),
    )
    expect(glyphs(group)).toBe('☆☆☆☆☆')

    await userEvent.click(within(group).getByRole('radio', { name: '3 stars' }))
    expect(within(group).getByRole('radio', { name: '3 stars' })).toHaveProperty('checked', true)
    expect(glyphs(group)).toBe('★★★☆☆')
    expect(group.textContent).toContain('3 of 5')

    await userEvent.keyboard('{ArrowRight}')
    expect(within(group).getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true)
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: '4 stars' }))
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(within(group).getByRole('radio', { name: '2 stars' })).toHaveProperty('checked', true)
    expect(group.textContent).toContain('2 of 5')
  })

  it('refuses an empty review or a missing rating with the server’s words, and sends nothing', async () => {
    const fetch = renderOrders()
    const dialog = await openDialog()
    await userEvent.type(within(dialog).getByLabelText('Your review'), '   ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }))
    expect(within(dialog).getByText('Choose a rating from 1 to 5 stars')).toBeTruthy()
    expect(within(dialog).getByText('Write a few words about the test drive')).toBeTruthy()
    expect(within(dialog).getByLabelText('Your review').getAttribute('aria-invalid')).toBe('true')
    expect(callsTo(fetch, reviewPath)).toEqual([])
  })

  it('counts what is written against the 1,000 characters allowed', async () => {
    renderOrders()
    const dialog = await openDialog()
    const text = within(dialog).getByLabelText('Your review')
    expect(text.getAttribute('maxlength')).toBe('1000')
    expect(within(dialog).getByText('0 / 1,000')).toBeTruthy()
    await userEvent.type(text, 'Great car')
    expect(within(dialog).getByText('9 / 1,000')).toBeTruthy()
  })

  it('sends the rating and the text, then says when the review will be shown', async () => {
    const fetch = renderOrders({ _id: 'r1', published: false })
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }))
    await userEvent.type(
      within(dialog).getByLabelText('Your review'),
      '  Honest seller, the car was as described.  ',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }))

    expect(
      await screen.findByText(
        'Thanks! Your review will be shown once the seller has written theirs, or after 14 days.',
      ),
    ).toBeTruthy()
    expect(callsTo(fetch, reviewPath)).toEqual([
      { rating: 4, text: 'Honest seller, the car was as described.' },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The list is asked again, so the button goes once the server drops the action.
    expect(callsTo(fetch, 'GET /api/bookings').length).toBe(2)
  })

  it('says so when the review is published at once', async () => {
    renderOrders({ _id: 'r1', published: true })
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }))
    await userEvent.type(within(dialog).getByLabelText('Your review'), 'Great.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }))
    expect(await screen.findByText('Review published')).toBeTruthy()
  })

  it('shows the server’s refusal inside the dialog', async () => {
    renderOrders(() => jsonResponse({ message: 'You have already reviewed this test drive' }, 409))
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 stars' }))
    await userEvent.type(within(dialog).getByLabelText('Your review'), 'Late.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You have already reviewed this test drive',
    )
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('lets the seller review the buyer, by first name', async () => {
    const fetch = stubApi({
      'GET /api/seller/bookings': [buildSellerBooking({ ...done, name: 'Ana Buyer' })],
      [reviewPath]: { _id: 'r2', published: false },
    })
    renderRoutes([{ path: '/', Component: SellerBookingsPage }])
    const dialog = await openDialog('How was the test drive with Ana?')
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }))
    await userEvent.type(within(dialog).getByLabelText('Your review'), 'On time, careful driver.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }))
    expect(
      await screen.findByText(
        'Thanks! Your review will be shown once Ana has written theirs, or after 14 days.',
      ),
    ).toBeTruthy()
    expect(callsTo(fetch, reviewPath)).toEqual([{ rating: 5, text: 'On time, careful driver.' }])
  })
})
