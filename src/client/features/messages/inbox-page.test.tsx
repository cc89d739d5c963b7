import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Conversation } from '#shared/messages'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { stubApi } from '../../../../tests/support/client/stub-api'
import { Component as InboxPage } from './inbox-page'

const conversation = (over: Partial<Conversation>): Conversation => ({
  _id: 'c1',
  car: { _id: 'car-1', carName: '2019 Toyota Camry SE', image: '/media/camry/800.webp' },
  you: 'buyer',
  other: { name: 'Nora', deleted: false },
  booking: null,
  lastMessage: { text: 'Is it still available?', createdAt: '2026-11-20T10:00:00Z', fromMe: false },
  unread: 2,
  ...over,
})

const render = () =>
  renderRoutes([{ path: '/dashboard/inbox', Component: InboxPage }], '/dashboard/inbox')

describe('inbox', () => {
  it('lists each conversation: who, which car, the last words and how many are unread', async () => {
    stubApi({
      'GET /api/conversations': [
        conversation({}),
        conversation({
          _id: 'c2',
          car: { _id: null, carName: '2015 Ford Focus', image: null },
          other: { name: 'Sam', deleted: false },
          lastMessage: {
            text: 'Yes, done last year.',
            createdAt: '2026-11-19T10:00:00Z',
            fromMe: true,
          },
          unread: 0,
        }),
      ],
    })
    render()
    const links = await screen.findAllByRole('link')
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/dashboard/inbox/c1',
      '/dashboard/inbox/c2',
    ])
    expect(links[0]?.textContent).toContain('Nora')
    expect(links[0]?.textContent).toContain('2019 Toyota Camry SE')
    expect(links[0]?.textContent).toContain('Is it still available?')
    expect(within(links[0]!).getByText('unread').parentElement?.textContent).toBe('2 unread')
    expect(links[1]?.textContent).toContain('You: Yes, done last year.')
    expect(links[1]?.textContent).not.toContain('unread')
  })

  it('says how to start when there are none', async () => {
    stubApi({ 'GET /api/conversations': [] })
    render()
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy()
    expect(screen.getByText('Ask a seller about a car from its page.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Browse cars' }).getAttribute('href')).toBe('/cars')
  })
})
