import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Conversation, Message } from '#shared/messages'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as ConversationPage } from './conversation-page'

mimicModalDialogs()

const conversation: Conversation = {
  _id: 'c1',
  car: { _id: 'car-1', carName: '2019 Toyota Camry SE', image: '/media/camry/800.webp' },
  you: 'buyer',
  other: { name: 'Nora', deleted: false },
  booking: null,
  lastMessage: null,
  unread: 1,
}
const message = (n: number, over: Partial<Message> = {}): Message => ({
  _id: `m${n}`,
  fromMe: n % 2 === 0,
  text: `Message ${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 20, 10, n)).toISOString(),
  readAt: '2026-11-20T12:00:00Z',
  warning: null,
  ...over,
})

function render(routes: Record<string, unknown>, about: Conversation = conversation) {
  const fetch = stubApi({ 'GET /api/conversations': [about], ...routes })
  renderRoutes(
    [{ path: '/dashboard/inbox/:id', Component: ConversationPage }],
    '/dashboard/inbox/c1',
  )
  return fetch
}

describe('conversation', () => {
  it('shows words as plain text, with no links made of them, and marks the unread read', async () => {
    const fetch = render({
      'GET /api/conversations/c1/messages': [
        message(1, {
          text: 'See <a href="https://evil.example">this</a>\nor https://evil.example/pay',
          readAt: null,
        }),
      ],
      'POST /api/conversations/c1/read': { unread: 0 },
    })
    const words = await screen.findByText(/See <a href/)
    expect(words.textContent).toBe(
      'See <a href="https://evil.example">this</a>\nor https://evil.example/pay',
    )
    expect(within(screen.getByRole('list', { name: 'Messages' })).queryByRole('link')).toBeNull()
    expect(screen.getByRole('link', { name: '2019 Toyota Camry SE' }).getAttribute('href')).toBe(
      '/featured-cars/car-1',
    )
    await waitFor(() => expect(callsTo(fetch, 'POST /api/conversations/c1/read')).toHaveLength(1))
  })

  it('sends on Enter, and Shift+Enter starts a new line', async () => {
    const fetch = render({
      'GET /api/conversations/c1/messages': [message(1)],
      'POST /api/conversations/c1/messages': ({ body }: { body: { text: string } }) =>
        jsonResponse(message(2, { text: body.text }), 201),
    })
    const box = await screen.findByRole('textbox', { name: 'Your message' })
    await userEvent.type(box, 'Tuesday works.{Shift>}{Enter}{/Shift}Around 5?{Enter}')
    expect(await screen.findByText(/Tuesday works\./)).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/conversations/c1/messages')).toEqual([
      { text: 'Tuesday works.\nAround 5?' },
    ])
    expect((box as HTMLTextAreaElement).value).toBe('')
  })

  it('loads older messages above the ones shown', async () => {
    const newest = Array.from({ length: 50 }, (_, i) => message(i + 10))
    const fetch = render({
      'GET /api/conversations/c1/messages': ({ url }: { url: URL }) =>
        jsonResponse(url.searchParams.get('before') === 'm10' ? [message(1), message(2)] : newest),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Load older messages' }))
    await screen.findByText('Message 1')
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')
    expect(items).toHaveLength(52)
    expect(items[0]?.textContent).toContain('Message 1')
    expect(items[51]?.textContent).toContain('Message 59')
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull()
    expect(
      fetch.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('/messages')),
    ).toEqual(['/api/conversations/c1/messages', '/api/conversations/c1/messages?before=m10'])
  })

  it('shows the buyer’s test drive of the car, with the way to it', async () => {
    render(
      { 'GET /api/conversations/c1/messages': [message(1)] },
      {
        ...conversation,
        you: 'seller',
        booking: {
          _id: 'b1',
          status: 'accepted',
          payment: 'paid',
          appointmentAt: '2026-12-03T15:00:00Z',
        },
      },
    )
    const strip = (await screen.findByText('Test drive')).parentElement!
    expect(within(strip).getByText('Agreed')).toBeTruthy()
    expect(within(strip).getByText('Paid')).toBeTruthy()
    expect(strip.querySelector('time')?.getAttribute('datetime')).toBe('2026-12-03T15:00:00Z')
    expect(within(strip).getByRole('link', { name: 'Bookings' }).getAttribute('href')).toBe(
      '/dashboard/bookings',
    )
  })

  it('names a dealer in full, with the car, wrapping rather than cutting either short', async () => {
    render(
      { 'GET /api/conversations/c1/messages': [message(1)] },
      {
        ...conversation,
        other: { name: 'Northside Motors of Greater Springfield', deleted: false },
      },
    )
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Northside Motors of Greater Springfield',
    })
    const car = screen.getByRole('link', { name: '2019 Toyota Camry SE' })
    for (const shown of [heading, car]) expect(shown.className).not.toMatch(/truncate|ellipsis/)
    expect(document.title).toContain(
      'Northside Motors of Greater Springfield, 2019 Toyota Camry SE',
    )
  })

  it('lets one read, but not answer, someone who closed their account', async () => {
    render(
      { 'GET /api/conversations/c1/messages': [message(1)] },
      { ...conversation, other: { name: 'Deleted account', deleted: true } },
    )
    expect(
      await screen.findByText(
        'This account has been closed. You can read this conversation, but not answer.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deleted account')
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Block/ })).toBeNull()
  })

  it('shows a received message’s safety note, with the way to the Safety page', async () => {
    const note = 'Careful: this message asks for payment outside Wheelanes.'
    render({
      'GET /api/conversations/c1/messages': [
        message(1, { text: 'Send the deposit by Zelle', warning: note }),
        message(2, { text: 'Why not on the site?' }),
      ],
    })
    const shown = await screen.findByRole('note', { name: 'Safety note' })
    expect(shown.textContent).toContain(note)
    expect(within(shown).getByRole('link', { name: 'How to stay safe' }).getAttribute('href')).toBe(
      '/safety',
    )
    expect(screen.getAllByRole('note')).toHaveLength(1)
  })
})
